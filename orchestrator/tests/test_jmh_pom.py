"""services/jmh/pom.xml's per-framework lines are generated from the registry
(scripts/generate-compose.py): they cannot drift from it, and the generator checks itself."""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from serbench import jmh_pom, registry
from serbench.launcher import jvm_options_file, read_options

ROOT = Path(__file__).resolve().parents[2]
MAVEN = "{http://maven.apache.org/POM/4.0.0}"


def test_the_committed_pom_is_what_the_generator_writes():
    assert jmh_pom.POM.read_text() == jmh_pom.expected(), "run scripts/generate-compose.py"


def test_every_framework_codec_jar_is_a_dependency_and_nothing_else():
    project = ElementTree.parse(jmh_pom.POM).getroot()
    codecs = [d.findtext(f"{MAVEN}artifactId") for d in project.iter(f"{MAVEN}dependency")
              if d.findtext(f"{MAVEN}classifier") == "codec"]
    assert codecs == registry.names()


def test_the_tests_get_the_flags_of_every_module_that_has_some():
    project = ElementTree.parse(jmh_pom.POM).getroot()
    arg_line = project.find(f".//{MAVEN}plugin[{MAVEN}artifactId='maven-surefire-plugin']//{MAVEN}argLine").text
    expected = [f"@${{project.basedir}}/../{f.name}/jvm.options" for f in registry.FRAMEWORKS
                if read_options(jvm_options_file(f))]
    assert "@${project.basedir}/../arrow/jvm.options" in expected
    assert arg_line.split() == expected + ["-Xmx1g"]


def test_a_pom_without_the_markers_is_refused():
    with pytest.raises(ValueError, match="lacks the marker comments"):
        jmh_pom.render("<project></project>")


def _generator_script():
    spec = importlib.util.spec_from_file_location("generate_compose", ROOT / "scripts" / "generate-compose.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_check_mode_passes_on_the_committed_files_and_fails_on_drift(tmp_path, monkeypatch, capsys):
    script = _generator_script()
    assert script.main(["--check"]) == 0
    stale = tmp_path / "pom.xml"
    stale.write_text(jmh_pom.POM.read_text().replace("<artifactId>jackson</artifactId>", "<artifactId>x</artifactId>"))
    monkeypatch.setattr(script, "ROOT", tmp_path)
    monkeypatch.setattr(script, "generated", lambda: {stale: jmh_pom.expected()})
    assert script.main(["--check"]) == 1
    assert "pom.xml is out of date: run scripts/generate-compose.py" in capsys.readouterr().err
    assert jmh_pom.render(stale.read_text()) == jmh_pom.expected(), "the generated region is rewritten whole"
