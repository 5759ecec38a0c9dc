"""The load phase: N concurrent clients drive POST /api/roundtrip at a constant total rate
for T seconds.

Latency is measured from when each request was *scheduled* to be sent, not from when it
was sent: a slow answer delays the requests behind it, and timing those from their late
start would hide the delay (coordinated omission). Both figures are kept. The service's
RSS and CPU are sampled over the phase when it runs on this machine."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

import requests
from hdrh.histogram import HdrHistogram

from serbench.launcher import cpu_seconds, rss_bytes
from serbench.phases import python_gc_paused
from serbench.scenarios import Size

#: RSS growth over the phase above this is flagged: a leak, or a heap still growing.
RSS_GROWTH_FLAG = 0.10


@dataclass(frozen=True)
class LoadSettings:
    clients: int = 16
    seconds: float = 30.0
    rate: float = 200.0  # requests per second, all clients together
    dataset: str = "small"

    @staticmethod
    def quick() -> LoadSettings:
        return LoadSettings(seconds=5.0)


def _histogram() -> HdrHistogram:
    return HdrHistogram(1, 120_000_000, 3)  # microseconds, up to two minutes


def _percentiles(histogram: HdrHistogram) -> dict:
    if histogram.get_total_count() == 0:
        return {"count": 0}
    return {"count": histogram.get_total_count(), "min": histogram.get_min_value(),
            "p50": histogram.get_value_at_percentile(50), "p90": histogram.get_value_at_percentile(90),
            "p99": histogram.get_value_at_percentile(99), "p999": histogram.get_value_at_percentile(99.9),
            "max": histogram.get_max_value(), "mean": histogram.get_mean_value()}


def run_load(base_url: str, content_type: str, size: Size, pid: int | None, settings: LoadSettings) -> dict:
    payload = requests.post(f"{base_url}/api/serialize", params=size.params, timeout=60).content
    corrected, uncorrected = _histogram(), _histogram()
    lock = threading.Lock()
    errors: list[str] = []
    ok = [0]
    interval = settings.clients / settings.rate  # each client's own period
    start = time.perf_counter() + 0.5  # time for every thread to be ready

    def client(index: int) -> None:
        session = requests.Session()
        session.trust_env = False
        mine_corrected, mine_uncorrected = _histogram(), _histogram()
        k = 0
        while True:
            scheduled = start + (k + index / settings.clients) * interval
            if scheduled - start >= settings.seconds:
                break
            delay = scheduled - time.perf_counter()
            if delay > 0:
                time.sleep(delay)
            sent = time.perf_counter()
            try:
                response = session.post(f"{base_url}/api/roundtrip", data=payload,
                                        headers={"Content-Type": content_type}, timeout=(5, 30))
                failed = None if response.status_code == 200 else f"HTTP {response.status_code}"
            except requests.RequestException as error:
                failed = f"{type(error).__name__}"
            done = time.perf_counter()
            mine_corrected.record_value(max(1, int((done - scheduled) * 1e6)))
            mine_uncorrected.record_value(max(1, int((done - sent) * 1e6)))
            with lock:
                if failed:
                    errors.append(failed)
                else:
                    ok[0] += 1
            k += 1
        with lock:
            corrected.add(mine_corrected)
            uncorrected.add(mine_uncorrected)

    samples: list[dict] = []
    stop = threading.Event()

    def monitor() -> None:
        last_cpu, last_wall = (cpu_seconds(pid) if pid else None), time.perf_counter()
        while not stop.wait(0.5):
            wall, cpu = time.perf_counter(), cpu_seconds(pid) if pid else None
            samples.append({"seconds": round(wall - start, 2), "rssBytes": rss_bytes(pid) if pid else None,
                            "cpuPercent": round(100 * (cpu - last_cpu) / (wall - last_wall), 1)
                            if cpu is not None and last_cpu is not None else None})
            last_cpu, last_wall = cpu, wall

    threads = [threading.Thread(target=client, args=(i,), daemon=True) for i in range(settings.clients)]
    watcher = threading.Thread(target=monitor, daemon=True)
    rss_start = rss_bytes(pid) if pid else None
    watcher.start()
    with python_gc_paused():
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    elapsed = time.perf_counter() - start
    stop.set()
    watcher.join()
    rss_end = rss_bytes(pid) if pid else None
    growth = (rss_end - rss_start) / rss_start if rss_start and rss_end else None
    cpu = [s["cpuPercent"] for s in samples if s["cpuPercent"] is not None]
    return {
        "settings": {"clients": settings.clients, "seconds": settings.seconds, "rate": settings.rate,
                     "dataset": size.label, "endpoint": "/api/roundtrip"},
        "requests": ok[0] + len(errors),
        "errors": len(errors),
        "errorKinds": sorted(set(errors))[:10],
        "throughputPerSecond": ok[0] / elapsed if elapsed > 0 else 0.0,
        "latencyMicros": {"corrected": _percentiles(corrected), "uncorrected": _percentiles(uncorrected)},
        "rssStartBytes": rss_start, "rssEndBytes": rss_end, "rssGrowth": growth,
        "rssGrowthFlagged": growth is not None and growth > RSS_GROWTH_FLAG,
        "cpuPercentMean": sum(cpu) / len(cpu) if cpu else None,
        "samples": samples,
    }
