"""One framework while a fork measures it (its service, clients and clock), and the two ways
its measurement can go wrong: trouble worth one restart of the service, or a failure that
ends the framework's measurement for good."""

from __future__ import annotations

import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Iterator

import grpc
import requests

from serbench import targets
from serbench.client import ServiceClient, ServiceError
from serbench.datasets import Dataset
from serbench.grpc_client import GrpcClient
from serbench.launcher import LaunchedService, log_excerpt
from serbench.phase_clock import PhaseClock
from serbench.registry import Framework


class FrameworkFailed(Exception):
    """Ends the measurement of one framework, for good; the run goes on with the others."""

    def __init__(self, phase: str, reason: str, log: str | None = None) -> None:
        super().__init__(reason)
        self.phase, self.reason, self.log = phase, reason, log


class ServiceTrouble(Exception):
    """The service died, hung or answered with an error mid-run: worth one restart."""

    def __init__(self, phase: str, reason: str, log: str | None) -> None:
        super().__init__(reason)
        self.phase, self.reason, self.log = phase, reason, log


@dataclass
class Member:
    """One framework while a fork measures it: its service, its clients and its clock."""
    framework: Framework
    entry: dict
    target: targets.Target
    fork: int
    clock: PhaseClock = field(default_factory=PhaseClock)
    service: LaunchedService | None = None
    client: ServiceClient | None = None
    grpc: GrpcClient | None = None
    phase: str = "start"
    started: float = field(default_factory=time.monotonic)
    #: the datasets this JVM measures: every dataset of the run, or with --jvm-per-model one model's
    datasets: list[Dataset] = field(default_factory=list)
    #: which of the fork's JVMs of this framework this is, of how many (with --jvm-per-model, one per model)
    part: int = 0
    parts: int = 1
    #: warm-up of each dataset in this fork, as the service reported it
    warmups: dict[str, dict] = field(default_factory=dict)
    #: a staged codec's own warm-up of its stages (stageWarmup), per dataset
    stage_warmups: dict[str, dict] = field(default_factory=dict)
    #: payload sizes (plain and compressed) of each dataset not yet in the results
    sizes: dict[str, dict] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.framework.name

    @property
    def last_of_fork(self) -> bool:
        return self.part == self.parts - 1

    @property
    def failed(self) -> bool:
        return self.entry["status"] == "failed"

    def log(self) -> str | None:
        """The end of the service's log, when serbench started it."""
        return log_excerpt(self.service.log_path) if self.service is not None else None


@contextmanager
def calling(member: Member) -> Iterator[None]:
    """Turns the clients' errors into ServiceTrouble (worth a restart) or FrameworkFailed,
    naming the phase."""
    try:
        yield
    except (ServiceError, requests.RequestException, grpc.RpcError) as error:
        reason = str(error) if isinstance(error, ServiceError) else f"{type(error).__name__}: {error}"
        service = member.service
        if service is not None and not service.alive:
            reason = f"the service died (exit code {service.process.returncode}) during {member.phase}: {reason}"
        raise ServiceTrouble(member.phase, reason, member.log()) from error
    except (OSError, ValueError, KeyError) as error:
        raise FrameworkFailed(member.phase, f"{type(error).__name__}: {error}", member.log()) from error
