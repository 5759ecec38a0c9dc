"""The first screenful of a report.html as a small PNG (docs/report-overview.png is made with
`report.py RUN.json --screenshot docs/report-overview.png`), taken in Debian's headless
Chromium (installed by scripts/setup.sh) through Playwright, which downloads no browser here."""

from __future__ import annotations

import shutil
from pathlib import Path

from PIL import Image

#: What a reader sees first on a laptop-sized window.
VIEWPORT = {"width": 1400, "height": 900}
#: The PNG kept in the docs: scaled down and reduced to 256 colours, about 50 KB.
DOCS_SIZE = (1120, 720)


def chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        raise RuntimeError("chromium is not installed: run scripts/setup.sh")
    return found


def first_screenful(page: Path, out: Path) -> list[str]:
    """Writes the first screenful of page (once every chart is drawn) to out; returns the console
    messages and page errors seen, which for a report should be none."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium(), args=["--no-sandbox", "--disable-gpu"])
        try:
            return capture(browser, page, out)
        finally:
            browser.close()


def capture(browser, page: Path, out: Path) -> list[str]:
    """first_screenful in a browser already launched (a Playwright Browser)."""
    messages: list[str] = []
    tab = browser.new_page(viewport=VIEWPORT)
    tab.on("console", lambda message: messages.append(f"{message.type}: {message.text}"))
    tab.on("pageerror", lambda error: messages.append(f"pageerror: {error}"))
    tab.goto(page.resolve().as_uri())
    shoot(tab, out)
    tab.close()
    return messages


def shoot(tab, out: Path) -> None:
    """The first screenful of a report open in tab (a Playwright Page), once its charts are drawn,
    made small (DOCS_SIZE, 256 colours)."""
    tab.wait_for_selector("body[data-charts=drawn]", timeout=30_000)
    raw = out.with_suffix(".full.png")
    tab.screenshot(path=str(raw))
    with Image.open(raw) as image:
        small = image.convert("RGB").resize(DOCS_SIZE, Image.LANCZOS)
        small.quantize(colors=256, method=Image.Quantize.MAXCOVERAGE, dither=Image.Dither.NONE).save(out, optimize=True)
    raw.unlink()
