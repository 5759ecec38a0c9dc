"""The frameworks serbench knows: the one place the orchestrator lists them.

Adding a framework: one entry here (see docs/adding-a-framework.md). This list is the
reference for ports (docs/design.md#the-http-api): 8081 upwards in this order; inside
containers every service listens on 8080 (gRPC on 9090).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Framework:
    name: str
    port: int
    content_type: str
    #: The independent Python library that decodes and encodes this format
    #: (serbench/interop/<name>.py), or None: checked inside the JVM only. "(reads only)":
    #: the library cannot write the format, its interop module has no encode.
    python_library: str | None
    grpc_port: int | None = None
    #: For a replica (the A/A control: a second JVM of another framework's service, same jar and
    #: options, measured as an entry of its own), the framework it replicates; None otherwise.
    replica_of: str | None = None
    #: For a configured entry (``kryo-compatible``: the same service started with
    #: ``--serbench.configuration=compatible``, timed and ranked as a framework of its own), the
    #: framework it configures and the configuration; None otherwise.
    configured_from: str | None = None
    configuration: str | None = None

    @property
    def jvm_only(self) -> bool:
        return self.python_library is None

    @property
    def service(self) -> str:
        """The service this entry runs: its own, or for a replica the one it replicates (its jar,
        JVM options, interop module, and the name /api/info gives)."""
        return self.replica_of or self.configured_from or self.name


FRAMEWORKS: tuple[Framework, ...] = (
    Framework("jackson", 8081, "application/json", "json (Python standard library)"),
    Framework("protobuf", 8082, "application/x-protobuf", "protobuf"),
    Framework("grpc", 8083, "application/x-protobuf", "protobuf", grpc_port=9083),
    Framework("kryo", 8084, "application/x-kryo", None),
    Framework("avro", 8085, "avro/binary", "fastavro"),
    Framework("msgpack", 8086, "application/msgpack", "msgpack"),
    Framework("flatbuffers", 8087, "application/x-flatbuffers", "flatbuffers"),
    Framework("thrift", 8088, "application/x-thrift", "thrift"),
    Framework("capnproto", 8089, "application/x-capnproto", "pycapnp"),
    Framework("fst", 8090, "application/x-fst", None),
    Framework("cbor", 8091, "application/cbor", "cbor2"),
    Framework("bson", 8092, "application/bson", "pymongo (bson)"),
    Framework("arrow", 8093, "application/vnd.apache.arrow.stream", "pyarrow"),
    Framework("sbe", 8094, "application/x-sbe", "serbench's SBE decoder, driven by the schema XML"),
    Framework("parquet", 8095, "application/vnd.apache.parquet", "pyarrow"),
    Framework("fory", 8096, "application/x-fory", None),
    Framework("hessian", 8097, "application/x-hessian", "python-hessian (reads only)"),
    Framework("jdk", 8098, "application/x-java-serialized-object", "javaobj-py3 (reads only)"),
    Framework("gson", 8099, "application/json", "json (Python standard library)"),
    Framework("dsljson", 8100, "application/json", "json (Python standard library)"),
    Framework("avajejsonb", 8101, "application/json", "json (Python standard library)"),
    Framework("smile", 8102, "application/x-jackson-smile", None),
    Framework("ion", 8103, "application/x-amzn-ion", "amazon.ion"),
    Framework("protostuff", 8104, "application/x-protobuf", "protobuf (proto/serbench-protostuff.proto)"),
)

_BY_NAME = {f.name: f for f in FRAMEWORKS}

#: A replica's name is its framework's and this; its ports are its framework's plus REPLICA_PORT_OFFSET
#: (jackson-aa on 8181), outside the registry's range.
REPLICA_SUFFIX = "-aa"
REPLICA_PORT_OFFSET = 100


#: The configurations a service can be started in besides the one benchmarked
#: (docs/evolution.md#the-cost-of-compatibility); ``NAME-compatible`` is NAME in it, on its port
#: plus CONFIGURED_PORT_OFFSET. A service without that configuration refuses to start, saying so.
CONFIGURATIONS = ("compatible",)
CONFIGURED_PORT_OFFSET = 200


def names() -> list[str]:
    return [f.name for f in FRAMEWORKS]


def replica(name: str) -> Framework:
    """The A/A control's second JVM of a framework's service: the same jar and options under its
    own name (``jackson-aa``) and ports."""
    original = get(name)
    if original.replica_of is not None:
        raise ValueError(f"{name} is itself a replica")
    return Framework(original.name + REPLICA_SUFFIX, original.port + REPLICA_PORT_OFFSET, original.content_type,
                     original.python_library,
                     None if original.grpc_port is None else original.grpc_port + REPLICA_PORT_OFFSET,
                     replica_of=original.name)


def configured(name: str, configuration: str) -> Framework:
    """A framework's service started in another configuration, as an entry of its own
    (``kryo-compatible``): the same jar, interop module and library, its own ports."""
    original = get(name)
    if original.replica_of is not None or original.configured_from is not None:
        raise ValueError(f"{name} is itself a replica or a configured entry")
    if configuration not in CONFIGURATIONS:
        raise ValueError(f"unknown configuration {configuration!r}; known: {', '.join(CONFIGURATIONS)}")
    return Framework(f"{original.name}-{configuration}", original.port + CONFIGURED_PORT_OFFSET,
                     original.content_type, original.python_library,
                     None if original.grpc_port is None else original.grpc_port + CONFIGURED_PORT_OFFSET,
                     configured_from=original.name, configuration=configuration)


def _configured_name(name: str) -> tuple[str, str] | None:
    """``kryo-compatible`` -> (kryo, compatible), for a registry name and a known configuration."""
    for configuration in CONFIGURATIONS:
        base = name.removesuffix(f"-{configuration}")
        if base != name and base in _BY_NAME:
            return base, configuration
    return None


def get(name: str) -> Framework:
    """A framework by name; ``NAME-aa`` is the replica of NAME (registry.replica), and
    ``NAME-compatible`` NAME in that configuration (registry.configured)."""
    if name not in _BY_NAME and name.endswith(REPLICA_SUFFIX) and name.removesuffix(REPLICA_SUFFIX) in _BY_NAME:
        return replica(name.removesuffix(REPLICA_SUFFIX))
    if name not in _BY_NAME and (parts := _configured_name(name)):
        return configured(*parts)
    try:
        return _BY_NAME[name]
    except KeyError:
        raise KeyError(f"unknown framework {name!r}; known: {', '.join(names())}") from None


def select(spec: str | None) -> list[Framework]:
    """Frameworks named in a comma-separated list (all when spec is empty), in registry order,
    each configured entry (``kryo-compatible``) right after its framework's place."""
    if not spec:
        return list(FRAMEWORKS)
    wanted = [part.strip() for part in spec.split(",") if part.strip()]
    unknown = [w for w in wanted if w not in _BY_NAME and _configured_name(w) is None]
    if unknown:
        raise ValueError(f"unknown framework(s): {', '.join(unknown)}; known: {', '.join(names())}, "
                         f"and NAME-{{{','.join(CONFIGURATIONS)}}} for a framework in that configuration")
    order = {f.name: i for i, f in enumerate(FRAMEWORKS)}
    chosen = [get(w) for w in dict.fromkeys(wanted)]
    return sorted(chosen, key=lambda f: (order[f.service], f.configured_from is not None))
