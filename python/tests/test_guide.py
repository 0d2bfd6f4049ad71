"""The Python samples of the README and the user guide (docs/src/**/*.md) run as doctests.

Every fenced ```python block holding `>>>` prompts is a doctest; the blocks of one page
share their names in page order, as a reader typing them into one interpreter would. They
run from the repository's root, so paths such as ``examples/mlp.mlir`` resolve as the page
shows them. Blocks without prompts (an install line, a decorated function shown whole) are
prose, not tests. The page that lists the API is generated from the stubs by
``scripts/gen-python-reference.py``; the last test checks that it is current.
"""

import doctest
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "src"


def python_blocks(path):
    """(first line number, text) of each python block with a prompt."""
    blocks, current, start = [], None, 0
    for number, line in enumerate(path.read_text().splitlines(), 1):
        stripped = line.strip()
        if current is None:
            if stripped.startswith("```python"):
                current, start = [], number + 1
        elif stripped == "```":
            text = "\n".join(current) + "\n"
            if ">>>" in text:
                blocks.append((start, text))
            current = None
        else:
            current.append(line)
    return blocks


PAGES = [ROOT / "README.md"] + sorted(p for p in DOCS.rglob("*.md") if python_blocks(p))


def test_the_guide_has_python_samples():
    assert PAGES, "no python samples with >>> under docs/src"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_page_samples(page, monkeypatch):
    monkeypatch.chdir(ROOT)
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    globs = {"__name__": "guide"}
    rel = str(page.relative_to(ROOT))
    for start, text in python_blocks(page):
        test = parser.get_doctest(text, globs, f"{rel}:{start}", rel, start - 1)
        test.globs = globs  # DocTest copies them; the page's blocks share one namespace
        runner.run(test, out=sys.stdout.write, clear_globs=False)
    result = runner.summarize(verbose=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} samples of {rel} failed"


def test_the_api_reference_is_current():
    script = ROOT / "scripts" / "gen-python-reference.py"
    run = subprocess.run(
        [sys.executable, str(script), "--check"], capture_output=True, text=True, cwd=ROOT
    )
    assert run.returncode == 0, run.stdout + run.stderr
