"""The game worker's trimmed standard library runs every action of every game in Pyodide."""

import gzip
import lzma
import zipfile

import pytest

import build
from conftest import ROOT, final
from tools.strip_stdlib import same_program, strip
from tools.worker_stdlib import cases, run_in_pyodide, stdlib_modules
from wordgames.games import GAMES, TOOLS

pytestmark = pytest.mark.pyodide

SENT = build.DIST / build.APP / "pyodide" / "xz" / f"{build.TRIMMED_STDLIB}.xz"  # as the site sends it


@pytest.fixture(scope="module")
def trimmed(tmp_path_factory):
    """The trimmed library as the game worker has it, once unpacked."""
    if not SENT.exists():
        pytest.fail("run `python build.py` first: the test needs dist/ and node_modules/")
    path = tmp_path_factory.mktemp("stdlib") / build.TRIMMED_STDLIB
    path.write_bytes(lzma.decompress(SENT.read_bytes()))
    return path


@pytest.fixture(scope="module")
def outcome(trimmed):
    wheels = sorted((build.DIST / build.APP / "wheels").glob("wordgames-*.whl"))
    if not wheels:
        pytest.fail("run `python build.py` first: the test needs dist/ and node_modules/")
    return run_in_pyodide(wheels[-1], trimmed)


def test_every_action_of_every_game_and_tool_has_a_case():
    registered = {(name, action) for name, module in [*GAMES.items(), *TOOLS.items()] for action in module.ACTIONS}
    assert sorted((game, action) for game, action, _ in cases()) == sorted(registered)


def test_every_action_gives_on_the_trimmed_library_what_cpython_gives(outcome):
    expected = [final(game, action, params) for game, action, params in cases()]
    assert [end["type"] for end in outcome["ends"]] == ["result"] * len(expected)
    assert outcome["ends"] == expected


def test_the_trimmed_library_holds_only_the_listed_modules(trimmed):
    listed = [line for line in build.WORKER_STDLIB.read_text().splitlines() if line and not line.startswith("#")]
    with zipfile.ZipFile(trimmed) as archive:
        names = archive.namelist()
    assert names == sorted(names)
    assert sorted(stdlib_modules(listed, trimmed)) == sorted(listed)
    assert len(names) == len(listed)
    assert all(name.endswith(".pyc") for name in names)  # compiled: a first boot compiles none
    assert SENT.stat().st_size < (ROOT / "node_modules" / "pyodide" / "python_stdlib.zip").stat().st_size / 2.5


def test_the_worker_gets_the_same_interpreter_as_the_lab():
    sent = build.DIST / build.APP / "pyodide" / "xz" / "pyodide.asm.wasm.xz"
    plain = (build.DIST / build.APP / "pyodide" / "pyodide.asm.wasm").read_bytes()
    assert lzma.decompress(sent.read_bytes()) == plain
    assert sent.stat().st_size < 0.8 * len(gzip.compress(plain, compresslevel=9))  # what packing it is for


def test_stripping_cuts_comments_and_lone_strings_and_keeps_every_line():
    source = 'def f(x):  # why\n    """What f does.\n\n    More.\n    """\n    return "#" + x  # "a" \'b\'\n'
    assert strip(source) == 'def f(x):\n    ...\n\n\n\n    return "#" + x\n'
    assert same_program(source, strip(source))
    assert not same_program(source, source.replace('"#"', '"!"'))
    assert not same_program(source, "\n" + strip(source))  # a node on another line
