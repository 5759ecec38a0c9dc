import pytest

from serbench import registry, targets


def test_every_framework_has_a_unique_port_and_name():
    ports = [f.port for f in registry.FRAMEWORKS] + [f.grpc_port for f in registry.FRAMEWORKS if f.grpc_port]
    assert len(ports) == len(set(ports))
    assert len(registry.names()) == len(set(registry.names()))
    for framework in registry.FRAMEWORKS:
        assert framework.name.isalnum() and framework.name.islower()
        assert framework.content_type.count("/") == 1


def test_select_keeps_registry_order_and_refuses_unknown_names():
    assert [f.name for f in registry.select("kryo, jackson")] == ["jackson", "kryo"]
    assert registry.select(None) == list(registry.FRAMEWORKS)
    with pytest.raises(ValueError, match="unknown framework\\(s\\): nosuch; known: jackson"):
        registry.select("jackson,nosuch")


def test_default_target_is_local_and_overrides_point_elsewhere():
    kryo = registry.get("kryo")
    assert targets.resolve(kryo, {}).base_url == "http://127.0.0.1:8084"
    assert targets.resolve(kryo, {}).local_default
    overrides = targets.parse_overrides(["kryo=http://bench-host:9000/"])
    target = targets.resolve(kryo, overrides)
    assert target.base_url == "http://bench-host:9000" and not target.local_default


@pytest.mark.parametrize("spec, message", [
    ("kryo", "needs NAME=URL"),
    ("nosuch=http://h:1", "unknown framework"),
    ("kryo=ftp://h:1", "not an http"),
    ("kryo=", "needs NAME=URL"),
])
def test_bad_target_specs_are_refused(spec, message):
    with pytest.raises((ValueError, KeyError), match=message):
        targets.parse_overrides([spec])


def test_a_template_points_every_framework_at_its_container():
    kryo = registry.get("kryo")
    template = targets.check_template("http://{name}:8080/")
    target = targets.resolve(kryo, {}, template, grpc_port=9090)
    assert target.base_url == "http://kryo:8080" and not target.local_default
    assert targets.resolve(kryo, {"kryo": "http://elsewhere:1"}, template).base_url == "http://elsewhere:1"


def test_the_grpc_address_follows_the_http_host():
    grpc = registry.Framework("grpcx", 8183, "application/x-protobuf", "protobuf", grpc_port=9183)
    assert targets.resolve(grpc, {}).grpc_address == "127.0.0.1:9183"
    assert targets.resolve(grpc, {}, "http://{name}:8080", grpc_port=9090).grpc_address == "grpcx:9090"


@pytest.mark.parametrize("template", ["http://fixed-host:8080", "ftp://{name}:1", "http://{nme}:8080"])
def test_bad_templates_are_refused(template):
    with pytest.raises(ValueError, match="--target-template"):
        targets.check_template(template)


def test_a_replica_is_a_second_jvm_of_a_service_under_its_own_name_and_ports():
    from serbench.launcher import cds_dir, jar_path, jvm_options_file
    replica = registry.replica("jackson")
    jackson = registry.get("jackson")
    assert (replica.name, replica.replica_of, replica.service) == ("jackson-aa", "jackson", "jackson")
    assert replica.port == jackson.port + registry.REPLICA_PORT_OFFSET
    assert replica.port not in {f.port for f in registry.FRAMEWORKS}
    assert (replica.content_type, replica.python_library) == (jackson.content_type, jackson.python_library)
    assert registry.get("jackson-aa") == replica, "resume finds it by the name the results keep"
    assert jar_path(replica) == jar_path(jackson) and cds_dir(replica) == cds_dir(jackson)
    assert jvm_options_file(replica) == jvm_options_file(jackson)
    grpc = registry.replica("grpc")
    assert grpc.grpc_port == registry.get("grpc").grpc_port + registry.REPLICA_PORT_OFFSET
    assert targets.resolve(replica, {}).base_url == f"http://127.0.0.1:{replica.port}"
    assert targets.parse_overrides(["jackson-aa=http://host:9000"]) == {"jackson-aa": "http://host:9000"}
    with pytest.raises(ValueError, match="itself a replica"):
        registry.replica("jackson-aa")
    with pytest.raises(KeyError, match="unknown framework 'nosuch'"):
        registry.replica("nosuch")


def test_a_configured_entry_is_its_frameworks_service_in_that_configuration_on_ports_of_its_own():
    kryo, compatible = registry.get("kryo"), registry.get("kryo-compatible")
    assert (compatible.name, compatible.service, compatible.configuration) == ("kryo-compatible", "kryo", "compatible")
    assert compatible.port == kryo.port + registry.CONFIGURED_PORT_OFFSET
    assert compatible.port not in {f.port for f in registry.FRAMEWORKS}
    assert compatible.replica_of is None and compatible.python_library == kryo.python_library
    assert [f.name for f in registry.select("fory-compatible,kryo,fory")] == ["kryo", "fory", "fory-compatible"]


def test_an_unknown_configuration_or_a_configured_replica_is_refused_naming_what_is_known():
    with pytest.raises(ValueError, match="unknown framework.*: kryo-fastest; known: .*NAME-{compatible}"):
        registry.select("kryo-fastest")
    with pytest.raises(ValueError, match="unknown configuration 'fastest'; known: compatible"):
        registry.configured("kryo", "fastest")
    with pytest.raises(ValueError, match="is itself a replica or a configured entry"):
        registry.configured("jackson-aa", "compatible")
