"""The HTML report loads in headless Chromium (Debian's, installed by scripts/setup.sh)
without console errors, and a screenshot of it is not blank."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from PIL import Image, ImageStat

from serbench import report

from fixtures import document

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def render(page: Path, tmp_path: Path) -> tuple[Path, list[str]]:
    """Loads the page headless; returns the screenshot and the console messages logged."""
    if CHROMIUM is None:
        pytest.fail("chromium is not installed: run scripts/setup.sh")
    shot = tmp_path / f"{page.stem}.png"
    result = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         f"--user-data-dir={tmp_path / 'profile'}", "--enable-logging=stderr", "--v=0",
         "--window-size=1400,2400", f"--screenshot={shot}", page.as_uri()],
        capture_output=True, text=True, timeout=120)
    console = [line for line in result.stderr.splitlines() if "CONSOLE" in line]
    assert shot.exists(), f"no screenshot; chromium said:\n{result.stderr[-2000:]}"
    return shot, console


def test_the_report_renders_without_console_errors(tmp_path):
    files = report.build(document(), tmp_path / "report")
    shot, console = render(files["html"], tmp_path)
    # The page has no script: any console message at all (an error, a resource that failed to
    # load) is a defect. Chromium logs them all at INFO level, so all are counted.
    assert console == []
    with Image.open(shot) as image:
        stats = ImageStat.Stat(image.convert("L"))
        assert stats.stddev[0] > 10, "the screenshot is blank"


def test_the_console_check_does_catch_an_error(tmp_path):
    """Negative control: the check above would notice a page that logs an error."""
    page = tmp_path / "broken.html"
    page.write_text('<!DOCTYPE html><html><body><p>x</p><script>console.error("boom")</script></body></html>')
    _, console = render(page, tmp_path)
    assert any('"boom"' in line for line in console)
