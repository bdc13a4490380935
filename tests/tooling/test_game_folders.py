"""One folder per game in the front end (issue #28): web/games/GAME/ for each of the engine's games.

The list of games cannot drift: build.py takes the page's games from the engine's registry and
stops when a folder or web/games/index.js differs from it; no file of web/ outside the game
folders names a game (comments aside); the built page holds each game's card, views and help.
The Node test tests/js/games.test.mjs holds each folder to the interface of web/games/README.md.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

import build
from conftest import ROOT
from wordgames.daypack import daily_games
from wordgames.games import GAMES

WEB = ROOT / "web"
COMMENTS = re.compile(r"/\*.*?\*/|(?<![:\\\"'`])//[^\n]*|<!--.*?-->|^\s*#[^\n]*", re.S | re.M)


def test_the_page_offers_the_engines_games_in_its_order():
    assert build.page_games(WEB) == list(GAMES)


@pytest.fixture
def pages(tmp_path):
    copy = tmp_path / "web"
    shutil.copytree(WEB / "games", copy / "games")
    return copy


def test_a_game_without_a_folder_stops_the_build(pages):
    shutil.rmtree(pages / "games" / "unboggle")
    with pytest.raises(SystemExit, match="folders for .*engine's games"):
        build.page_games(pages)


def test_a_folder_without_a_game_stops_the_build(pages):
    shutil.copytree(pages / "games" / "boggle", pages / "games" / "wordle")
    with pytest.raises(SystemExit, match="wordle"):
        build.page_games(pages)


def test_an_index_that_leaves_out_a_game_stops_the_build(pages):
    index = pages / "games" / "index.js"
    last = list(GAMES)[-1]
    index.write_text(re.sub(rf", {last} \}};$", " };", index.read_text(), flags=re.M))
    with pytest.raises(SystemExit, match="index.js lists"):
        build.page_games(pages)


def names_outside_the_game_folders(web: Path = WEB) -> dict[str, list[str]]:
    """Each file under web/ outside web/games/ that names a game outside its comments (web/i18n/, made
    by build.py from the catalogues, aside)."""
    name = re.compile(rf"\b({'|'.join(GAMES)})\b")
    found = {}
    for path in sorted(web.rglob("*")):
        inside = path.is_relative_to(web / "games") or path.is_relative_to(web / "i18n")
        if path.is_file() and not inside and path.suffix in (".js", ".mjs", ".html", ".css", ".py", ".webmanifest"):
            hits = name.findall(COMMENTS.sub("", path.read_text(encoding="utf-8")))
            if hits:
                found[path.relative_to(web).as_posix()] = hits
    return found


def test_no_file_outside_the_game_folders_names_a_game():
    assert names_outside_the_game_folders() == {}


def test_the_check_sees_a_game_named_outside_its_folder(tmp_path):
    (tmp_path / "js").mkdir()
    (tmp_path / "js" / "stats.js").write_text('// boggle in a comment is fine\nconst DAILY = ["boggle"];\n')
    (tmp_path / "games" / "boggle").mkdir(parents=True)
    (tmp_path / "games" / "boggle" / "game.js").write_text('export default { name: "boggle" };\n')
    assert names_outside_the_game_folders(tmp_path) == {"js/stats.js": ["boggle"]}


def test_index_html_holds_no_games_markup_and_the_built_page_holds_every_games(tmp_path):
    source = (WEB / "index.html").read_text(encoding="utf-8")
    assert not re.search(r'<template id="(view|help)-(?!home|archive|challenges|gallery|lab")', source)
    build.write_index(WEB, tmp_path, list(GAMES))
    built = (tmp_path / "index.html").read_text(encoding="utf-8")
    for game in GAMES:
        assert f'<template id="view-{game}"' in built and f'<template id="help-{game}">' in built
        assert f'<a class="game-card" href="#{game}" id="game-{game}">' in built
    assert f'<meta name="wordgames-dailies" content="{" ".join(daily_games())}">' in built
    assert "__DAILIES__" not in built and "each game's" not in built
