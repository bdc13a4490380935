"""Build, serve and test the static site.

    python build.py            # assemble dist/ (the whole static site)
    python build.py serve      # build, then serve dist/ on http://localhost:8000/ (--port N)
    python build.py test       # set up what is missing, build, run every test
    python build.py lexicon    # only compile wordlists/ into wordgames/data/

dist/ holds the pages (web/), the worker (worker/), Pyodide's runtime copied
from the npm package ``pyodide`` at the version pinned in package.json, the
engine wheel with ``wheels/lock.json`` (its name and sha256, checked by the
worker before it installs it), the Strands gallery (each entry of
``gallery/<lang>.txt`` checked by the engine, listed in ``gallery/<lang>.json``)
and a service worker that keeps the site usable offline.  Every URL in the site
is relative, so dist/ can be served from any path, such as a GitHub Pages
project site.

Python packages (pip for the wheel, the test tools) go into the Python that runs
this script, unless pip may not install there: Debian's own python3 is
"externally managed" (PEP 668) and may have no pip.  Then build.py creates
``.venv/`` beside it (installing Debian's python3-venv first when it is missing
and it may) and uses that Python for the wheel, the test tools and pytest.
"""

from __future__ import annotations

import argparse
import base64
import datetime
import errno
import functools
import gzip
import hashlib
import html
import http.server
import json
import lzma
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
import zipfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
#: The site's root holds its documents (index.html, lab.html, the old pages that forward to it),
#: the service worker and the web app manifest; everything they load is under APP (web/'s
#: folders, the engine's worker and wheel, Pyodide, the day packs...). Service workers of builds
#: before issue #31 fetched pages from the network but served their own old scripts from their
#: cache at the paths they listed; they listed nothing under APP, so a page of a later build
#: meets them with its own files (docs/ARCHITECTURE.md, "Updates").
APP = "app"
#: The files of web/ that stay at the root (sw.js, a template, is written by write_service_worker).
DOCUMENTS = ("index.html", "manifest.webmanifest")
DATA = ROOT / "wordgames" / "data"
GALLERY = ROOT / "gallery"
PYODIDE = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                 "python_stdlib.zip", "pyodide-lock.json")
#: The standard library modules the game worker imports (recorded by tools/worker_stdlib.py):
#: the worker boots on a zip of only these, the Lab on the whole python_stdlib.zip.
WORKER_STDLIB = ROOT / "tools" / "worker-stdlib.txt"
TRIMMED_STDLIB = "python_stdlib-trimmed.zip"
#: The game worker's interpreter and standard library, packed by the build itself with xz (LZMA2:
#: 23-24% under the best gzip, and compressed whatever the host does), in pyodide/xz/ beside the
#: decoder (xz-embedded in WebAssembly, from npm xz-decompress); the worker unpacks them as they
#: stream in. The Lab loads the plain files.
PACKED_FOR_WORKER = ("pyodide.asm.wasm", TRIMMED_STDLIB)
XZ_DECODER = ROOT / "node_modules" / "xz-decompress" / "dist" / "package" / "xz-decompress.js"
PYSCRIPT = ROOT / "node_modules" / "@pyscript" / "core" / "dist"  # the Lab's editor cells
CACHE = ROOT / ".cache"  # downloads kept between builds (not in git)
#: The published dailies (docs/ARCHITECTURE.md, "Published dailies"): each day's packs as the
#: site first served them, less their judge (wordgames.daypack.published), at
#: YYYY/MM/DD/GAME-LANG.json, and KEPT_SUMS, the sha256 of each. Only ever added to: the build
#: keeps each day it serves up to tomorrow, and serves every kept one.
KEPT = ROOT / "dailies"
KEPT_SUMS = "SHA256SUMS"
#: micropip's wheel as published, by version: the npm package pyodide names micropip in its
#: lock but does not ship it. Pyodide's lock pins its own build of the wheel (another sha256).
MICROPIP_SHA256 = {"0.11.1": "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"}
#: Files the service worker does not fetch at install: the Lab's (cached the first time the Lab
#: asks), the lexicons (each cached by the engine worker the first time it needs it) and the day
#: packs (each cached the first time the page asks for it).
ON_USE = tuple(f"{APP}/{path}" for path in (
    "pyscript/", "lab/", "pyodide/micropip-", "pyodide/python_stdlib.zip", "pyodide/pyodide-lock.json",
    "pyodide/pyodide.asm.wasm", "lexicons/", "daily/"))
#: The game worker's files (its interpreter, library, lock and wheel; not the Lab's): for a player
#: who saves data, the service worker caches them only once the engine has run (web/sw.js).
ENGINE = tuple(f"{APP}/{path}" for path in ("worker/", "pyodide/", "wheels/"))
#: The Lab's examples, each in its game's folder (web/games/GAME/lab/), are cached on use too.
LAB_EXAMPLES = re.compile(rf"{APP}/games/[^/]+/lab/")
#: The day packs' window: each daily game's puzzle from yesterday to this many days ahead (in
#: both languages) is made at build time (wordgames/daypack.py); WORDGAMES_PACK_DAYS sets another.
PACK_DAYS_AHEAD = 45
VENV = ROOT / ".venv"
CHROMIUM = Path("/usr/lib/chromium/chromium")  # Debian's; tests and benchmarks drive it headless
# `build.py test` runs the test modules on up to four processes (pytest-xdist), a module's
# tests together, so a module's shared browser page boots Python once: 14 -> 10 minutes on 2 cores.
TEST_WORKERS = ["-n", str(min(4, os.cpu_count() or 1)), "--dist", "loadfile"]
#: The browser tests play one pinned day (tests/conftest.py reads it); the tests marked
#: ``daily`` run again on this other one, so a test that holds on some days only fails every run:
#: a Thursday whose Bokmål boards all hold æ, ø or å, and whose Letter Boxed par is 3 in everyday
#: words. (A third day, a Sunday, ran until the test command neared its 30 minutes.) Every build
#: has their day packs too, so the tests meet a daily from its pack whatever the date.
TEST_DAY = "2026-12-14"
OTHER_TEST_DAYS = ("2026-12-10",)
#: The Debian packages of the other engines the smoke scenarios run in (tests/browsers/drivers.py),
#: by a file each installs: WebKitGTK's WebDriver (and its MiniBrowser), an X server for it, Firefox ESR.
ENGINE_PACKAGES = {"webkit2gtk-driver": "/usr/bin/WebKitWebDriver", "xvfb": "/usr/bin/Xvfb",
                   "xauth": "/usr/bin/xauth", "firefox-esr": "/usr/bin/firefox-esr"}
#: The smoke scenarios in every engine: heavy, so build.py test runs them after the rest, alone.
SMOKE = "tests/browsers"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


def run(*command: str, **options) -> None:
    print("+", " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=ROOT, **options)


def lexicon() -> None:
    """Compile each language folder of wordlists/ into wordgames/data/<lang>.lex, where stale."""
    sys.path.insert(0, str(ROOT))
    from wordgames.lexicon import compile_stale

    compile_stale(ROOT / "wordlists", DATA)


def pyodide_version() -> str:
    return json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]


def npm_packages() -> None:
    """Install the npm packages of package-lock.json unless they are all there already."""
    wanted = json.loads((ROOT / "package.json").read_text())
    for name, version in {**wanted["dependencies"], **wanted.get("devDependencies", {})}.items():
        installed = ROOT / "node_modules" / name / "package.json"
        if not installed.exists() or json.loads(installed.read_text())["version"] != version:
            run("npm", "ci", "--no-audit", "--no-fund")
            return


# What pip needs to build the wheel; the lexicons are compiled first, so the scratch copy
# needs no wordlists/ (setup.py's hook then ships wordgames/data/*.lex as they are).
WHEEL_SOURCES = ("pyproject.toml", "setup.py", "README.md", "LICENSE", "wordgames")
WHEEL_EPOCH = 315532800  # 1980-01-01 00:00 UTC, the earliest time a zip entry can hold


def wheel(into: Path) -> Path:
    """Build the engine wheel into ``into`` and return its path.

    pip builds it from a scratch copy of the sources (so no build/ or *.egg-info is shared
    with another build running at the same time), then the zip is rewritten by
    reproducible_zip: the same sources give the same bytes. It holds no lexicon (the browser
    fetches each language's from lexicons/ when first used; ``pip install .`` has them all), nor
    the command line (BROWSER_LEAVES_OUT) or its words: no page runs it.
    """
    lexicon()
    into.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        source, built = Path(scratch) / "source", Path(scratch) / "wheel"
        for name in WHEEL_SOURCES:
            if (ROOT / name).is_dir():
                shutil.copytree(ROOT / name, source / name,
                                ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
            else:
                source.mkdir(exist_ok=True)
                shutil.copy(ROOT / name, source / name)
        browser_catalogues(source / "wordgames" / "languages")
        run(python(), "-m", "pip", "wheel", "--no-deps", "--quiet", "--wheel-dir",
            str(built), str(source), env={**os.environ, "SOURCE_DATE_EPOCH": str(WHEEL_EPOCH)})
        made = next(built.glob("wordgames-*.whl"))
        reproducible_zip(made, into / made.name,
                         leave_out=lambda name: name.endswith(".lex") or name in BROWSER_LEAVES_OUT)
    return into / made.name


#: What the browser's wheel goes without: the command line (a person's terminal runs it, no page).
BROWSER_LEAVES_OUT = ("wordgames/__main__.py", "wordgames/cli.py", "wordgames/cli_text.py")


def browser_catalogues(folder: Path) -> None:
    """Keep only the engine's messages (the ``engine`` group) in the catalogues of a scratch copy
    of the sources (``folder``: its wordgames/languages/): the browser's wheel carries neither the
    page's own texts nor the CLI's."""
    for path in sorted(folder.glob("*/catalogue.json")):
        groups = json.loads(path.read_text(encoding="utf-8"))
        kept = {"engine": groups["engine"]}
        path.write_text(json.dumps(kept, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


def page_games(pages: Path) -> list[str]:
    """The games the page offers, in the order of the engine's registry (wordgames.games.GAMES).

    Each has its folder, ``web/games/GAME/``, and ``web/games/index.js`` lists exactly them in
    that order; anything else stops the build, saying what differs.
    """
    sys.path.insert(0, str(ROOT))
    from wordgames.games import GAMES

    engine = list(GAMES)
    folders = sorted(path.name for path in (pages / "games").iterdir() if path.is_dir())
    index = (pages / "games" / "index.js").read_text(encoding="utf-8")
    imported = dict(re.findall(r'^import (\w+) from "\./(\w+)/game\.js";$', index, re.M))
    listed = re.search(r"^export const GAMES = \{ ?([\w, ]*?) ?\};$", index, re.M)
    listed = [name.strip() for name in listed.group(1).split(",")] if listed else []
    if folders != sorted(engine):
        raise SystemExit(f"web/games/ has folders for {folders}, but the engine's games are {engine}")
    if listed != engine or any(imported.get(name) != name for name in engine):
        raise SystemExit(f"web/games/index.js lists {listed}; it must import each game's game.js and list {engine}")
    return engine


#: What each game folder gives index.html (write_index), which stays out of app/games/.
GAME_PARTS = ("card.html", "icon.svg", "templates.html")

#: Where a game's card.html takes its icon.svg.
ICON_MARK = "<!-- icon.svg: build.py puts it here -->"


def write_index(pages: Path, out: Path, games: list[str], first_look: list[str] = (),
                daily_chunks: dict[str, list[str]] | None = None) -> None:
    """index.html from web/index.html and the game folders: each game's card on the home view (with
    its icon.svg), its icon again as <template id="icon-GAME"> (the header shows it by the game's
    title), its views and how to play (templates.html), the games whose dailies come in day packs
    (from the engine: wordgames.daypack.daily_games), a modulepreload of each of ``first_look``
    (paths under APP: the chunks the document's scripts import, from bundle) and each daily game's
    own chunks (``daily_chunks``, from bundle), which the early script asks for on its route."""
    from wordgames.daypack import daily_games
    from wordgames.languages import LANGUAGES

    def put(marker: str, parts: list[str], indent: str) -> None:
        nonlocal page
        line = next(line for line in page.splitlines(keepends=True) if marker in line)
        page = page.replace(line, "".join(indent + row if row.strip() else row
                                          for part in parts for row in part.splitlines(keepends=True)))

    page = (pages / "index.html").read_text(encoding="utf-8")
    folder = pages / "games"
    cards, tiles = [], []
    for game in games:
        icon = (folder / game / "icon.svg").read_text(encoding="utf-8").strip()
        card = (folder / game / "card.html").read_text(encoding="utf-8")
        tile = next((line.strip() for line in card.splitlines() if ICON_MARK in line), None)
        if tile is None:
            raise SystemExit(f"web/games/{game}/card.html has no place for its icon ({ICON_MARK})")
        cards.append(card.replace(ICON_MARK, icon))
        tiles.append(f'<template id="icon-{game}">{tile.replace(ICON_MARK, icon)}</template>\n')
    put("each game's card", cards, " " * 6)
    put("each game's icon", tiles, "  ")
    put("each game's views", [(folder / game / "templates.html").read_text(encoding="utf-8") for game in games], "  ")
    put("the first look's chunks", [f'<link rel="modulepreload" href="{APP}/{path}">\n' for path in first_look], "  ")
    page = page.replace("__DAILIES__", " ".join(daily_games()))
    page = page.replace("__DAILY_CHUNKS__", " ".join(f"{game}={','.join(f'{APP}/{path}' for path in paths)}"
                                                     for game, paths in (daily_chunks or {}).items() if paths))
    (out / "index.html").write_text(language_markup(page, LANGUAGES), encoding="utf-8")


#: Where index.html takes Settings' choice of each language (language_markup).
LANGUAGE_CHOICES = "<!-- each language's choice: build.py puts it here -->"
#: A select of languages (a game's word language, the archive's): language_markup gives its options.
LANGUAGE_SELECT = re.compile(r"(<select [^>]*\bdata-languages\b[^>]*>)</select>")


def language_markup(page: str, languages: dict) -> str:
    """The page's markup for its languages (``wordgames.languages.LANGUAGES``, or any such dict):
    ``<html lang>`` the default's (the first), an option per language in each ``<select
    data-languages>`` and a choice per language in Settings (at LANGUAGE_CHOICES), each text
    in the default language and marked for translate() (``lang.LANG``, ``settings.language.LANG``)."""
    default = next(iter(languages))
    options = "".join(f'<option value="{code}" data-i18n="lang.{code}">{html.escape(language.name("select", default))}'
                      "</option>" for code, language in languages.items())
    page = LANGUAGE_SELECT.sub(lambda match: match.group(1) + options + "</select>", page)
    line = next(line for line in page.splitlines(keepends=True) if LANGUAGE_CHOICES in line)
    indent = line[:len(line) - len(line.lstrip())]
    choices = "".join(f'{indent}<label><input type="radio" name="language" value="{code}" lang="{code}"> '
                      f'<span data-i18n="settings.language.{code}">{html.escape(language.autonym)}</span></label>\n'
                      for code, language in languages.items())
    return page.replace(line, choices).replace("__LANG__", default)


def bundle(app: Path) -> tuple[list[str], dict[str, list[str]]]:
    """Bundle the page's modules in ``app`` (web/'s copy, with its catalogues) by tools/bundle.mjs
    (esbuild, minified, which says how): the modules of the first look in one chunk, every
    module a URL asks for (the document's scripts, each view, the catalogues) at its own address,
    the sources replaced by the outputs. Returns the chunks the document's scripts import (paths
    under ``app``, the early script's first), for index.html to preload, and each daily game's own
    chunks, {game: [paths]}, which its view imports beyond those (the early script asks for them)."""
    bundled = subprocess.run(["node", str(ROOT / "tools" / "bundle.mjs"), str(app)], capture_output=True,
                             text=True, cwd=ROOT)
    if bundled.returncode != 0:
        raise SystemExit(f"build.py: tools/bundle.mjs failed: {bundled.stderr.strip()}")
    bundled = json.loads(bundled.stdout)
    return bundled["first"], bundled["daily"]


def write_web_manifest(pages: Path, out: Path, games: list[str]) -> None:
    """manifest.webmanifest with a shortcut to each game, named by its title in the default language (English)."""
    from wordgames.languages import DEFAULT
    from wordgames.messages import catalogue_groups

    titles = catalogue_groups(DEFAULT)["page"]
    manifest = json.loads((pages / "manifest.webmanifest").read_text(encoding="utf-8"))
    manifest["shortcuts"] = [{"name": titles[f"title.{game}"], "short_name": titles[f"title.{game}"],
                              "url": f"./#{game}"} for game in games]
    (out / "manifest.webmanifest").write_text(json.dumps(manifest, ensure_ascii=False, indent=2) + "\n",
                                              encoding="utf-8")


def page_catalogues(into: Path) -> None:
    """The page's catalogue of each language, ``i18n/<lang>.js``: the ``page`` and ``engine``
    groups of wordgames/languages/<lang>/catalogue.json, with the languages' names, as one plain
    module (web/js/i18n.js imports it), the languages themselves, ``i18n/languages.js``
    (:func:`page_languages`), and ``i18n/fallback.js``, the default's catalogue again. The build
    writes them into the site; the JavaScript unit tests, into web/i18n/ (not in git)."""
    sys.path.insert(0, str(ROOT))
    from wordgames.languages import LANGUAGES
    from wordgames.messages import catalogue_groups

    into.mkdir(exist_ok=True)
    for lang in LANGUAGES:
        groups = catalogue_groups(lang)
        texts = {**groups["page"], **groups["engine"]}
        (into / f"{lang}.js").write_text(
            f"// Made by build.py from wordgames/languages/{lang}/: the page's texts and the engine's messages.\n"
            f"export default {json.dumps(texts, ensure_ascii=False, separators=(',', ':'))};\n", encoding="utf-8")
    (into / "languages.js").write_text(page_languages(LANGUAGES), encoding="utf-8")
    (into / "fallback.js").write_text(
        "// Made by build.py: the catalogue of the default language, which every other falls back on.\n"
        f'export {{ default }} from "./{next(iter(LANGUAGES))}.js";\n',
        encoding="utf-8")


def page_languages(languages: dict) -> str:
    """``i18n/languages.js``: the languages the page offers (``wordgames.languages.LANGUAGES``, or
    any such dict), in their order, each with its code, the browser languages that ask for it
    and its alphabet. It imports no catalogue: the default's, which every other falls back on,
    is ``i18n/fallback.js``'s (so a visit in it downloads no other)."""
    rows = [{"code": code, "browser": list(language.browser), "alphabet": language.alphabet}
            for code, language in languages.items()]
    return ("// Made by build.py from wordgames/languages/*/language.json: the languages the page offers.\n"
            f"export const LANGUAGES = {json.dumps(rows, ensure_ascii=False, separators=(',', ':'))};\n")


def reproducible_zip(source: Path, target: Path, leave_out: Callable[[str], bool] = lambda name: False) -> None:
    """Copy a wheel to ``target`` with its files sorted (the .dist-info folder last, its
    RECORD at the very end), one timestamp and one mode (rw-r--r--), so that its bytes
    depend on nothing but the files' names and contents; without the files ``leave_out``
    names. RECORD stays valid: it holds the hashes and sizes of the files kept, which do
    not change."""
    with zipfile.ZipFile(source) as old:
        files = {info.filename: old.read(info) for info in old.infolist()
                 if not info.is_dir() and not leave_out(info.filename)}
    record = next(name for name in files if name.endswith(".dist-info/RECORD"))
    files[record] = b"".join(line for line in files[record].splitlines(keepends=True)
                             if not leave_out(line.split(b",")[0].decode()))
    order = sorted(files, key=lambda name: (".dist-info/" in name, name.endswith(".dist-info/RECORD"), name))
    write_zip(target, {name: files[name] for name in order})


def write_zip(target: Path, files: dict[str, bytes], compression: int = zipfile.ZIP_DEFLATED) -> None:
    """Write ``files`` (name: bytes, in that order) as the zip ``target``, each with one
    timestamp and one mode (rw-r--r--), so its bytes depend on nothing else."""
    with zipfile.ZipFile(target, "w") as new:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=time.gmtime(WHEEL_EPOCH)[:6])
            info.create_system = 3  # Unix, so that external_attr holds the mode
            info.external_attr = 0o100644 << 16
            info.compress_type = compression
            new.writestr(info, data)


def smallest_xz(data: bytes) -> bytes:
    """``data`` packed as xz (xz_packed), the same bytes every time. Kept in .cache/xz/ by the
    sha256 of ``data``: it takes about a second a megabyte, and the interpreter changes only
    with Pyodide."""
    kept = CACHE / "xz" / f"{hashlib.sha256(data).hexdigest()}.xz"
    if not kept.exists():
        kept.parent.mkdir(parents=True, exist_ok=True)
        partial = kept.with_suffix(f".{os.getpid()}")
        partial.write_bytes(xz_packed(data))
        partial.replace(kept)
    return kept.read_bytes()


def xz_packed(data: bytes) -> bytes:
    """``data`` as xz: LZMA2 preset 9e, a dictionary as large as ``data`` (the worker's decoder
    takes up to 64 MiB), CRC32 (which the decoder checks)."""
    dictionary = max(1 << 20, 1 << (len(data) - 1).bit_length())
    return lzma.compress(data, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC32, filters=[
        {"id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME, "dict_size": dictionary}])


def packed_for_worker(pyodide: Path) -> None:
    """Write pyodide/xz/NAME.xz for each of PACKED_FOR_WORKER and the decoder the worker unpacks
    them with (xz-decompress.wasm, the WebAssembly that npm xz-decompress carries in base64), and
    leave out the plain trimmed library, which only the game worker uses."""
    (pyodide / "xz").mkdir()
    for name in PACKED_FOR_WORKER:
        (pyodide / "xz" / f"{name}.xz").write_bytes(smallest_xz((pyodide / name).read_bytes()))
    decoder = re.search(r"data:application/wasm;base64,([A-Za-z0-9+/=]+)", XZ_DECODER.read_text())
    if decoder is None:
        raise SystemExit(f"build.py: no WebAssembly in {XZ_DECODER}: was xz-decompress updated?")
    (pyodide / "xz" / "xz-decompress.wasm").write_bytes(base64.b64decode(decoder.group(1)))
    (pyodide / TRIMMED_STDLIB).unlink()


def trimmed_stdlib(source: Path, target: Path) -> None:
    """Write ``target``: Pyodide's standard library ``source`` with only the modules of
    WORKER_STDLIB, without docstrings (tools/strip_stdlib.py) and compiled (tools/compile_stdlib.py:
    ``.pyc`` files only, so that a first boot compiles none), sorted, reproducibly (the game
    worker boots on it). Its files are stored, not deflated: the zip is packed whole
    (packed_for_worker), which makes it far smaller than deflating each file."""
    modules = [line for line in WORKER_STDLIB.read_text().splitlines() if line and not line.startswith("#")]
    with zipfile.ZipFile(source) as full:
        present = set(full.namelist())
        files = {}
        for module in modules:
            stem = module.replace(".", "/")
            name = next((name for name in (f"{stem}.py", f"{stem}/__init__.py") if name in present), None)
            if name is None:
                raise SystemExit(f"build.py: {module} (in {WORKER_STDLIB.name}) is not in {source}: record the "
                                 "list again with python3 tools/worker_stdlib.py")
            files[name] = full.read(name).decode()
    write_zip(target, {name: base64.b64decode(pyc) for name, pyc in sorted(compiled_stdlib(files).items())},
              compression=zipfile.ZIP_STORED)


def compiled_stdlib(files: dict[str, str]) -> dict[str, str]:
    """``files`` ({name.py: source}) stripped and compiled by tools/strip_stdlib.mjs (Pyodide under
    Node, about 15 s) as {name.pyc: base64}, kept in .cache/stdlib/ by the sha256 of the sources,
    the tools and Pyodide's version."""
    sources = json.dumps(files, sort_keys=True)
    key = hashlib.sha256("\0".join([sources, pyodide_version(), *(
        (ROOT / "tools" / name).read_text() for name in ("strip_stdlib.py", "compile_stdlib.py", "strip_stdlib.mjs"))
    ]).encode()).hexdigest()
    kept = CACHE / "stdlib" / f"{key}.json"
    if not kept.exists():
        stripped = subprocess.run(["node", str(ROOT / "tools" / "strip_stdlib.mjs")], input=sources,
                                  capture_output=True, text=True, cwd=ROOT)
        if stripped.returncode != 0:
            raise SystemExit(f"build.py: tools/strip_stdlib.mjs failed: {stripped.stderr.strip()}")
        kept.parent.mkdir(parents=True, exist_ok=True)
        partial = kept.with_suffix(".partial")
        partial.write_text(stripped.stdout)
        partial.replace(kept)  # a build cut short leaves no half-written entry
    return json.loads(kept.read_text())


def game_worker_lock() -> dict:
    """The Pyodide lock the game worker boots with (``loadPyodide({lockFileContents})``): the
    npm package's without its packages, since the engine loads none. The Lab keeps the whole
    pyodide-lock.json (27 KB gzipped) for micropip."""
    return {"info": json.loads((PYODIDE / "pyodide-lock.json").read_text())["info"], "packages": {}}


def build(out: Path = DIST, gallery_folder: Path = GALLERY, pages: Path = ROOT / "web") -> None:
    """Assemble the site in ``out`` (dist/) from the pages in ``pages`` (web/). The same sources
    give the same bytes.

    The gallery is checked first: a bad entry stops the build before anything is written.
    """
    listings = gallery(gallery_folder)
    npm_packages()
    shutil.rmtree(out, ignore_errors=True)
    app = out / APP
    games = page_games(pages)
    shutil.copytree(pages, app, ignore=shutil.ignore_patterns(*DOCUMENTS, "sw.js", *GAME_PARTS))
    page_catalogues(app / "i18n")
    first_look, daily_chunks = bundle(app)
    write_index(pages, out, games, first_look, daily_chunks)
    write_web_manifest(pages, out, games)
    (app / "gallery").mkdir()
    for lang, entries in listings.items():
        (app / "gallery" / f"{lang}.json").write_text(
            json.dumps({"lang": lang, "entries": entries}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    icons(app / "icons")
    shutil.copytree(ROOT / "worker", app / "worker")
    write_forwarding_pages(out)
    write_lab_page(out)
    (app / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE / name, app / "pyodide" / name)
    trimmed_stdlib(PYODIDE / "python_stdlib.zip", app / "pyodide" / TRIMMED_STDLIB)
    packed_for_worker(app / "pyodide")
    lab_runtime(app)
    vendor(app / "vendor")
    built = wheel(app / "wheels")
    digest = hashlib.sha256(built.read_bytes()).hexdigest()
    stdlib = hashlib.sha256((app / "pyodide" / "xz" / f"{TRIMMED_STDLIB}.xz").read_bytes()).hexdigest()
    lock = {"wheel": built.name, "sha256": digest, "stdlib": stdlib, "lexicons": site_lexicons(app / "lexicons"),
            "pyodide": pyodide_version(), "pyodide_lock": game_worker_lock()}
    (app / "wheels" / "lock.json").write_text(json.dumps(lock, indent=2) + "\n")
    packs = day_packs(app / "daily")
    name = name_build(out)
    write_service_worker(out)
    print(f"built {out} (build {name}; {built.name}, sha256 {digest[:12]}…, {packs} day packs)")


def pack_window(today: datetime.date | None = None) -> list[str]:
    """The dates of the day packs made anew: yesterday (a player west of the build) to
    PACK_DAYS_AHEAD on; the kept days (KEPT) are served besides."""
    today = today or datetime.date.today()
    ahead = int(os.environ.get("WORDGAMES_PACK_DAYS") or PACK_DAYS_AHEAD)
    return [(today + datetime.timedelta(days=offset)).isoformat() for offset in range(-1, ahead + 1)]


def engine_digest() -> str:
    """A digest of everything a puzzle is made from: the engine's code and data."""
    lexicon()
    digest = hashlib.sha256()
    for path in sorted((ROOT / "wordgames").rglob("*")):
        if path.is_file() and path.suffix in (".py", ".lex", ".txt"):
            digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def day_packs(into: Path, dates: list[str] | None = None, kept_folder: Path = KEPT,
              today: datetime.date | None = None) -> int:
    """Write each daily game's pack for both languages, for every date of the window (and the
    tests' days) and every kept date, to ``into/LANG/GAME/DATE.json``: a kept day's puzzle as it
    was kept (judged by this engine), any other made by the engine (or taken from .cache/, made
    by the same engine before). A day served up to tomorrow (somewhere it is already today) that
    is not kept yet is kept now, in ``kept_folder``."""
    sys.path.insert(0, str(ROOT))
    from wordgames import daypack

    today = today or datetime.date.today()
    kept = kept_packs(kept_folder)
    cache = CACHE / "daypacks" / engine_digest()
    newly_kept = {}
    days = {*(dates or {*pack_window(today), TEST_DAY, *OTHER_TEST_DAYS}),
            *(name[:10].replace("/", "-") for name in kept)}
    count = 0
    for date in sorted(days):
        for lang in daypack.LANGUAGES:
            for game in daypack.daily_games():
                name, kept_name = Path(lang, game, f"{date}.json"), kept_pack_name(game, lang, date)
                (into / name).parent.mkdir(parents=True, exist_ok=True)
                if kept_name in kept:
                    judged = cache / "kept" / f"{kept[kept_name]}.json"  # by the kept pack's sha256
                    if not judged.exists():
                        judged.parent.mkdir(parents=True, exist_ok=True)
                        pack = daypack.judged(json.loads((kept_folder / kept_name).read_text(encoding="utf-8")))
                        judged.write_text(daypack.dumps(pack), encoding="utf-8")
                    shutil.copyfile(judged, into / name)
                else:
                    if not (cache / name).exists():
                        (cache / name).parent.mkdir(parents=True, exist_ok=True)
                        (cache / name).write_text(daypack.dumps(daypack.make(game, lang, date)), encoding="utf-8")
                    shutil.copyfile(cache / name, into / name)
                    if datetime.date.fromisoformat(date) <= today + datetime.timedelta(days=1):
                        pack = json.loads((cache / name).read_text(encoding="utf-8"))
                        newly_kept[kept_name] = daypack.dumps(daypack.published(pack)).encode()
                count += 1
    if newly_kept:
        keep_packs(kept_folder, kept, newly_kept)
    return count


def kept_pack_name(game: str, lang: str, date: str) -> str:
    """Where a kept pack lives in the folder of published dailies: YYYY/MM/DD/GAME-LANG.json."""
    return f"{date.replace('-', '/')}/{game}-{lang}.json"


def kept_packs(folder: Path = KEPT) -> dict[str, str]:
    """The kept packs of ``folder``, by name, with their sha256 as KEPT_SUMS lists them. Stops the
    build when a pack differs from its sum, or is missing, or is not listed: a published daily
    is never changed, and a new one is kept by the build only."""
    sums_file = folder / KEPT_SUMS
    sums = {}
    for line in (sums_file.read_text(encoding="utf-8").splitlines() if sums_file.exists() else []):
        digest, _, name = line.partition("  ")
        sums[name] = digest
    found = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*.json")) if folder.exists() else []
    wrong = [f"{name}: not in {KEPT_SUMS}" for name in found if name not in sums]
    for name, digest in sums.items():
        if not (folder / name).is_file():
            wrong.append(f"{name}: listed in {KEPT_SUMS} but missing")
        elif hashlib.sha256((folder / name).read_bytes()).hexdigest() != digest:
            wrong.append(f"{name}: changed since it was kept")
    if wrong:
        raise SystemExit(f"published dailies in {folder} must never change (docs/ARCHITECTURE.md, "
                         f"'Published dailies'):\n  " + "\n  ".join(wrong))
    return sums


def keep_packs(folder: Path, sums: dict[str, str], packs: dict[str, bytes]) -> None:
    """Add ``packs`` (name: bytes) to the folder of published dailies and their sums to KEPT_SUMS."""
    for name, data in packs.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
        sums[name] = hashlib.sha256(data).hexdigest()
    (folder / KEPT_SUMS).write_text("".join(f"{sums[name]}  {name}\n" for name in sorted(sums)), encoding="utf-8")
    print(f"kept {len(packs)} new day packs in {folder}")


def site_lexicons(into: Path) -> dict[str, str]:
    """Write each language's compiled lexicon gzipped into ``into`` as ``LANG.lex.gz`` (the
    worker fetches one the first time an action needs it, and gunzips it itself: GitHub Pages
    sends an unknown type as it is, so the file travels compressed whatever the host does);
    the sha256 of each file as sent, by language, for wheels/lock.json."""
    sys.path.insert(0, str(ROOT))
    from wordgames.languages import LANGUAGES

    into.mkdir()
    digests = {}
    for path in sorted(DATA / f"{lang}.lex" for lang in LANGUAGES):  # of the languages offered
        packed = gzip.compress(path.read_bytes(), compresslevel=9, mtime=0)
        (into / f"{path.name}.gz").write_bytes(packed)
        digests[path.stem] = hashlib.sha256(packed).hexdigest()
    return digests


def gallery(folder: Path = GALLERY) -> dict[str, list[dict]]:
    """The gallery's entries per language, newest first, each checked by the engine
    (wordgames/gallery.py); SystemExit naming each bad entry's file and line."""
    sys.path.insert(0, str(ROOT))
    from wordgames.gallery import check_file, newest_first

    lexicon()  # the checks read the word lists
    listings, problems = {}, []
    for path in sorted(folder.glob("*.txt")):
        name = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else str(path)
        entries, found = check_file(path, name)
        listings[path.stem] = newest_first(entries)
        problems += found
    if problems:
        raise SystemExit("build.py: the gallery has entries that cannot be shown:\n" + "\n".join(problems))
    return listings


def icons(into: Path) -> None:
    """Render the PNG icons of web/manifest.webmanifest and the apple-touch-icon from the one
    source tools/icon.svg (resvg in WebAssembly: the same bytes on every machine)."""
    run("node", str(ROOT / "tools" / "icons.mjs"), str(ROOT / "tools" / "icon.svg"), str(into))


def lab_runtime(out: Path) -> None:
    """What the Lab adds to the site: PyScript (its scripts and styles, not the source maps)
    in pyscript/, and micropip beside Pyodide."""
    (out / "pyscript").mkdir()
    for path in sorted(PYSCRIPT.iterdir()):
        if path.suffix in (".js", ".css"):
            shutil.copy2(path, out / "pyscript" / path.name)
    micropip(out / "pyodide")


#: npm modules the page loads, copied as they are to app/vendor/ (only when a player needs them).
VENDOR = {"qrcode.mjs": ROOT / "node_modules" / "qrcode-generator" / "dist" / "qrcode.mjs"}


def vendor(into: Path) -> None:
    """Copy the npm modules the page imports itself (VENDOR) into ``into``."""
    into.mkdir()
    for name, source in VENDOR.items():
        shutil.copy2(source, into / name)


def micropip(into: Path) -> None:
    """Put micropip's wheel (the version pyodide-lock.json names) in ``into``, with its sha256
    in the lock there, so that Pyodide's ``loadPackage("micropip")`` loads and checks it.

    pip fetches the published wheel once into .cache/; it must have the sha256 pinned in
    MICROPIP_SHA256. Its sha256 replaces the one of Pyodide's own build in the copied lock.
    """
    lock = into / "pyodide-lock.json"
    text = lock.read_text()
    entry = json.loads(text)["packages"]["micropip"]
    version, name = entry["version"], entry["file_name"]
    if version not in MICROPIP_SHA256:
        raise SystemExit(f"build.py: Pyodide's lock names micropip {version}: pin its wheel's sha256 in "
                         "MICROPIP_SHA256")
    cached = CACHE / name
    if not cached.exists():
        python_version = ".".join(json.loads(text)["info"]["python"].split(".")[:2])
        run(python(), "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
            "--python-version", python_version, "--dest", str(CACHE), f"micropip=={version}")
    digest = hashlib.sha256(cached.read_bytes()).hexdigest()
    if digest != MICROPIP_SHA256[version]:
        raise SystemExit(f"build.py: {cached} has sha256 {digest}, not the pinned "
                         f"{MICROPIP_SHA256[version]}: delete it and build again")
    shutil.copy2(cached, into / name)
    lock.write_text(text.replace(entry["sha256"], digest))


#: The pages of the site before it was one document, and the route each now opens.
OLD_PAGES = {"letterboxed.html": "#letterboxed", "boggle.html": "#boggle", "unboggle.html": "#unboggle",
             "strands.html": "#strands", "strands-create.html": "#strands/create"}
FORWARD = """<!doctype html>
<html lang="{lang}" data-route="{route}"><head><meta charset="utf-8"><title>wordgames</title>
{policy}
<meta http-equiv="refresh" content="0; url=./{route}">
<script src="app/js/forward.js"></script>
</head><body><p><a href="./{route}">wordgames</a></p></body></html>
"""
#: The Content-Security-Policy of every page is index.html's (web/index.html says it), but for
#: the Lab's document, lab.html: PyScript runs a cell's Python in a worker made from a blob: URL,
#: which inherits the document's policy, compiles Pyodide's WebAssembly and JavaScript made from
#: strings (script-src 'wasm-unsafe-eval' 'unsafe-eval': without the latter the Lab's Python never
#: starts), and fetches blob: URLs (worker-src, connect-src); its editor styles itself with inline
#: <style> elements and style attributes (style-src). The games never run under these (their
#: engine's worker is a file of the site, so the document's policy does not bind it).
LAB_RELAXATIONS = {"script-src": "'wasm-unsafe-eval' 'unsafe-eval'", "worker-src": "blob:", "connect-src": "blob:",
                   "style-src": "'unsafe-inline'"}
#: And without Trusted Types: the Lab writes each cell's code as the text of a <script
#: type="py-editor">, a sink Trusted Types refuse.
LAB_DROPS = ("require-trusted-types-for", "trusted-types")
POLICY = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">')


def policy_of(page: Path) -> str:
    """The Content-Security-Policy meta element of a page."""
    return POLICY.search(page.read_text(encoding="utf-8")).group(0)


def write_forwarding_pages(site: Path) -> None:
    """Old page links (``letterboxed.html#letterboxed/p/CODE``) forward to the same route of index.html."""
    sys.path.insert(0, str(ROOT))
    from wordgames.languages import DEFAULT

    policy = policy_of(site / "index.html")
    for name, route in OLD_PAGES.items():
        (site / name).write_text(FORWARD.format(route=route, policy=policy, lang=DEFAULT), encoding="utf-8")


def write_lab_page(site: Path) -> None:
    """lab.html: index.html under the Lab's policy (LAB_RELAXATIONS, LAB_DROPS), the document of #lab."""
    index = (site / "index.html").read_text(encoding="utf-8")

    def relax(match: re.Match) -> str:
        directives = [part.strip() for part in match.group(1).split(";") if part.strip()]
        relaxed = [f"{d} {LAB_RELAXATIONS[d.split()[0]]}" if d.split()[0] in LAB_RELAXATIONS else d
                   for d in directives if d.split()[0] not in LAB_DROPS]
        return f'<meta http-equiv="Content-Security-Policy" content="{"; ".join(relaxed)}">'

    (site / "lab.html").write_text(POLICY.sub(relax, index, count=1), encoding="utf-8")


def manifest(site: Path) -> dict[str, str]:
    """Every file of the site but sw.js, by path, with the first 16 hex digits of its sha256."""
    files = (p for p in site.rglob("*") if p.is_file() and p != site / "sw.js")
    return dict(sorted((p.relative_to(site).as_posix(), hashlib.sha256(p.read_bytes()).hexdigest()[:16])
                       for p in files))


#: Where a build's name goes: index.html's <meta name="wordgames-build">, and js/build.js, which
#: the scripts import (the page sets <html data-build> from it): bundled into the first look's
#: chunk, app/js/chunk-HASH.js (name_build finds it by the mark).
BUILD_NAMED = ("index.html", "lab.html")


def name_build(site: Path) -> str:
    """Name the build: the first 16 hex digits of the sha256 of its manifest (every file, those
    that carry the name as they are before it, "__BUILD__"), written into each of them."""
    name = hashlib.sha256(json.dumps(manifest(site)).encode()).hexdigest()[:16]
    scripts = sorted(path.relative_to(site).as_posix() for path in (site / APP / "js").glob("*.js")
                     if "__BUILD__" in path.read_text(encoding="utf-8"))
    if len(scripts) != 1:
        raise SystemExit(f"build.py: the build's name goes into one script, but {scripts or 'none'} hold __BUILD__")
    for path in (*BUILD_NAMED, *scripts):
        (site / path).write_text((site / path).read_text(encoding="utf-8").replace("__BUILD__", name), encoding="utf-8")
    return name


def write_service_worker(site: Path = DIST) -> None:
    """Write site/sw.js: web/sw.js with the manifest of the site's files filled in, the Lab's
    files among them, cached on use (ON_USE), and the game worker's (ENGINE)."""
    listed = manifest(site)
    on_use = [path for path in listed if path.startswith(ON_USE) or LAB_EXAMPLES.match(path)]
    engine = [path for path in listed if path.startswith(ENGINE) and path not in on_use]
    template = (ROOT / "web" / "sw.js").read_text()
    (site / "sw.js").write_text(template.replace("__MANIFEST__", json.dumps(listed, indent=2))
                                .replace("__ON_USE__", json.dumps(on_use, indent=2))
                                .replace("__ENGINE__", json.dumps(engine, indent=2)))


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".whl": "application/zip",
                      ".gz": "application/gzip",  # as GitHub Pages sends it: no Content-Encoding
                      ".xz": "application/x-xz",  # the same (mime-db: not compressible)
                      ".webmanifest": "application/manifest+json"}

    def log_message(self, format: str, *args) -> None:
        if os.environ.get("WORDGAMES_LOG_REQUESTS"):
            super().log_message(format, *args)

    def send_head(self):
        """The site lives under the server's prefix; a path outside it is not found, and the
        prefix without its final slash is redirected to it (as GitHub Pages does)."""
        prefix = self.server.prefix
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if path == prefix.rstrip("/") and prefix != "/":
            self.send_response(301)
            self.send_header("Location", prefix + self.path[len(path):])
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if not path.startswith(prefix):
            self.send_error(404, "Not under the site's prefix")
            return None
        return super().send_head()

    def translate_path(self, path: str) -> str:
        return super().translate_path("/" + path[len(self.server.prefix):])


class Server(http.server.ThreadingHTTPServer):
    """Serves dist/ on localhost; a browser hanging up mid-download is not an error.

    ``prefix`` puts the site under a path, as a GitHub Pages project site is
    (``prefix="/wordgames/"`` serves dist/index.html at /wordgames/); other paths are 404.
    """

    daemon_threads = True

    def __init__(self, port: int = 0, prefix: str = "/") -> None:
        self.prefix = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
        super().__init__(("127.0.0.1", port), functools.partial(Handler, directory=str(DIST)))

    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def listen(port: int) -> Server:
    """A server on ``port``, or a clear exit (no traceback) when the port is taken."""
    try:
        return Server(port)
    except OSError as error:
        if error.errno == errno.EADDRINUSE:
            raise SystemExit(f"build.py: port {port} is busy: another program is listening on it. Stop that "
                             f"program, or serve on another port: python3 build.py serve --port {port + 1}") from None
        if error.errno == errno.EACCES:
            raise SystemExit(f"build.py: port {port} needs privileges; choose a port from 1024 up "
                             "with --port") from None
        raise SystemExit(f"build.py: cannot listen on port {port}: {error.strerror}") from None


def serve(server: Server) -> None:
    with server:
        port = server.server_address[1]
        print(f"serving {DIST} at http://localhost:{port}/  (Ctrl-C stops)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


def externally_managed() -> bool:
    """Whether pip may not install into the Python running this (PEP 668, as Debian's python3)."""
    if sys.prefix != sys.base_prefix:
        return False  # a virtual environment
    return (Path(sysconfig.get_path("stdlib")) / "EXTERNALLY-MANAGED").exists()


@functools.cache
def python() -> str:
    """The Python that builds the wheel, holds the test tools and runs pytest: this one, or
    .venv/'s where this one is externally managed or has no pip (created here if need be)."""
    import importlib.util

    if not externally_managed() and importlib.util.find_spec("pip") is not None:
        return sys.executable
    venv_python = VENV / "bin" / "python"
    if not venv_python.exists():
        print(f"this Python is externally managed or has no pip: using {VENV}", flush=True)
        made = subprocess.run([sys.executable, "-m", "venv", str(VENV)], cwd=ROOT)
        if made.returncode != 0 and debian() and shutil.which("apt-get") and os.geteuid() == 0:
            shutil.rmtree(VENV, ignore_errors=True)  # ensurepip is in Debian's python3-venv
            apt_install("python3-venv")
            made = subprocess.run([sys.executable, "-m", "venv", str(VENV)], cwd=ROOT)
        if made.returncode != 0:
            shutil.rmtree(VENV, ignore_errors=True)
            raise SystemExit(f"build.py: cannot create {VENV}: install your system's venv package "
                             "(Debian and Ubuntu: apt-get install python3-venv) and run this again")
    return str(venv_python)


def apt_install(*packages: str) -> None:
    run("apt-get", "update", "-qq")
    run("apt-get", "install", "-y", "-qq", *packages, env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})


def setup_tests() -> None:
    """Install what the tests need: Python packages, npm packages, a Chromium, and for the smoke
    scenarios WebKitGTK and Firefox ESR on Debian (elsewhere Playwright's own WebKit and Firefox)."""
    run(python(), "-m", "pip", "install", "--quiet", "-e", ".[test]")
    missing = [package for package, path in ENGINE_PACKAGES.items() if not Path(path).exists()]
    if missing and debian() and shutil.which("apt-get") and os.geteuid() == 0:
        apt_install("--no-install-recommends", *missing)
    elif missing:
        # Elsewhere (Ubuntu has no firefox-esr, and its firefox is a snap): Playwright's own
        # WebKit and Firefox, which the smoke scenarios use when the system's are missing.
        run(python(), "-m", "playwright", "install", *(["--with-deps"] if may_install_packages() else []),
            "webkit", "firefox")
    if not CHROMIUM.exists() and debian() and shutil.which("apt-get") and os.geteuid() == 0:
        apt_install("chromium")
    if not CHROMIUM.exists():
        # Elsewhere (Ubuntu's chromium package is only a snap stub, as on GitHub's runners):
        # Playwright's own Chromium build, with the system libraries it needs where we may
        # install them (as root, or through sudo without a password).
        run(python(), "-m", "playwright", "install", *(["--with-deps"] if may_install_packages() else []),
            "chromium")


def may_install_packages() -> bool:
    """Whether this may install system packages: as root, or through sudo without a password."""
    return os.geteuid() == 0 or (shutil.which("sudo") is not None and subprocess.run(
        ["sudo", "-n", "true"], capture_output=True).returncode == 0)


def debian() -> bool:
    """Whether this is Debian itself (whose chromium package is a real Chromium)."""
    try:
        release = Path("/etc/os-release").read_text()
    except OSError:
        return False
    return any(line.strip() == "ID=debian" for line in release.splitlines())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="?", default="build",
                        choices=["build", "serve", "test", "lexicon"])
    parser.add_argument("--port", type=int, default=8000, help="the port serve listens on (8000)")
    parser.add_argument("pytest_args", nargs="*", help="extra arguments for pytest (test)")
    args = parser.parse_args()
    if args.command == "lexicon":
        lexicon()
        return
    server = listen(args.port) if args.command == "serve" else None  # a busy port says so before the build
    if args.command == "test":
        setup_tests()
    build()
    if server is not None:
        serve(server)
    elif args.command == "test":
        run(python(), "-m", "pytest", *TEST_WORKERS, *(args.pytest_args or ["--ignore", SMOKE]))
        if not args.pytest_args:
            for day in OTHER_TEST_DAYS:
                print(f"the daily tests again, on {day}:", flush=True)
                # test by test rather than file by file: the few daily tests of a file spread out
                run(python(), "-m", "pytest", *TEST_WORKERS[:2], "--dist", "load", "-m", "daily",
                    env={**os.environ, "WORDGAMES_TEST_DAY": day})
            print("the smoke scenarios in each engine, one at a time:", flush=True)
            run(python(), "-m", "pytest", SMOKE, "-p", "no:xdist", "-s")


if __name__ == "__main__":
    main()
