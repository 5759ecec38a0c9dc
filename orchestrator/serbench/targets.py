"""Where each framework's service is: http://127.0.0.1:PORT by default, or a URL given with
--target NAME=URL (another host, a container)."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

from serbench.registry import Framework, get


@dataclass(frozen=True)
class Target:
    framework: Framework
    base_url: str
    #: True when the URL is the default local one, so the launcher may start the jar there.
    local_default: bool
    #: The gRPC server's port when it is not the registry's (9090 inside containers).
    grpc_port: int | None = None

    @property
    def grpc_address(self) -> str | None:
        """host:port of the gRPC server, on the same host as the HTTP API."""
        if self.framework.grpc_port is None:
            return None
        return f"{urlsplit(self.base_url).hostname}:{self.grpc_port or self.framework.grpc_port}"


def parse_overrides(specs: list[str] | None) -> dict[str, str]:
    """``["kryo=http://host:8084", ...]`` to ``{"kryo": "http://host:8084"}``, checked."""
    overrides: dict[str, str] = {}
    for spec in specs or []:
        name, sep, url = spec.partition("=")
        name, url = name.strip(), url.strip().rstrip("/")
        if not sep or not name or not url:
            raise ValueError(f"--target needs NAME=URL, got {spec!r}")
        get(name)  # raises for an unknown framework
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"--target {name}: {url!r} is not an http(s) URL with a host")
        overrides[name] = url
    return overrides


def check_template(template: str) -> str:
    """A --target-template such as ``http://{name}:8080`` (compose service names)."""
    try:
        url = template.format(name="jackson", port=8081)
    except (KeyError, IndexError, ValueError) as error:
        raise ValueError(f"--target-template may use {{name}} and {{port}} only: {error}") from None
    if urlsplit(url).scheme not in ("http", "https") or "{name}" not in template and "{port}" not in template:
        raise ValueError(f"--target-template must be an http(s) URL using {{name}} or {{port}}, got {template!r}")
    return template.rstrip("/")


def resolve(framework: Framework, overrides: dict[str, str], template: str | None = None,
            grpc_port: int | None = None) -> Target:
    """--target NAME=URL first, then --target-template, then the local default port."""
    if framework.name in overrides:
        return Target(framework, overrides[framework.name], local_default=False, grpc_port=grpc_port)
    if template:
        return Target(framework, template.format(name=framework.name, port=framework.port), local_default=False,
                      grpc_port=grpc_port)
    return Target(framework, f"http://127.0.0.1:{framework.port}", local_default=True, grpc_port=grpc_port)
