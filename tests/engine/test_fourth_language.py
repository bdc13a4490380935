"""A language made only of data (issue #43): a throwaway one in a temporary folder, which the
engine plays and the build would offer without a change of code.

Its folder holds what wordgames/languages/LANG/ holds (language.json, catalogue.json) and its
word lists (wordlists/); WORDGAMES_LANGUAGES names the folder of such folders. The engine runs in
a child process, so this process's languages stay the shipped ones.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import build
from conftest import ROOT
from wordgames.languages import LANGUAGES, ROOT as SHIPPED, read_all

CODE = "zz"
#: Words of the throwaway language: English-looking words, some with its own letter þ.
COMMON = ("þorn þing þane wolf fjord brick junk vexing plumb glyph nymph crwth quartz mask dust goal "
          "tram raft lamp cold bank fork jump went grab slow chin yolk king gust herb pond trek "
          "tuba sofa alms rind brag clam flog hymn jolt knot vamp wisp yelp zinc lynx plumbing gawky "
          "þumbing gawþy").split()
ACCEPTED = COMMON + "þorns þings plumbs thorn".split()


def write_language(root):
    """The throwaway language's folder under ``root``: data only."""
    folder = root / CODE
    (folder / "wordlists").mkdir(parents=True)
    language = {
        "code": CODE, "number": 200, "autonym": "Zeddish", "browser": [CODE, "zq"],
        "names": {CODE: {"select": "Zeddish", "name": "zeddish", "alphabet": "þe zeddish alphabet"},
                  "en": {"select": "Zeddish", "name": "Zeddish", "alphabet": "the Zeddish alphabet"}},
        "alphabet": "abcdefghijklmnopqrstuvwxyzþ", "vowels": "aeiouy",
        "letter_frequencies": {**{letter: 10 + i for i, letter in enumerate("abcdefghijklmnopqrstuvwxyz")}, "þ": 100},
    }
    (folder / "language.json").write_text(json.dumps(language), encoding="utf-8")
    catalogue = {"engine": {"word.not_in_list": "{word} is no word of Zeddish",
                            "board.not_in_alphabet": "{letter} is no letter of {lang_alphabet}"},
                 "cli": {}, "page": {"home.title": "Zeddish games"}}
    (folder / "catalogue.json").write_text(json.dumps(catalogue), encoding="utf-8")
    lists = {"accepted.txt": ACCEPTED, "common.txt": COMMON, "blocked.txt": []}
    for name, words in lists.items():
        (folder / "wordlists" / name).write_text("".join(f"{w}\n" for w in sorted(words)), encoding="utf-8")
    return folder


PLAY = """
import json
from pathlib import Path
from wordgames.games import run
from wordgames.games.base import final
from wordgames.games.boggle import dice_for
from wordgames.lexicon import DATA, compile_stale
from wordgames.messages import Message

compile_stale(Path("wordlists"), DATA)  # the shipped lexicons are built already: zz's only
board = final(run("letterboxed", "generate", {"seed": "fourth", "lang": "zz"}))
solved = final(run("letterboxed", "solve", {"sides": board["sides"], "lang": "zz"}))
decoded = final(run("letterboxed", "decode", {"code": board["code"]}))
wrong = final(run("letterboxed", "check", {"sides": board["sides"], "lang": "zz", "words": [],
                                           "word": board["answer"][-1][:-1]}))
reason = Message.of({"code": wrong["reason_code"], "params": wrong["reason_params"]})
said = Message("board.not_in_alphabet", letter="Ø", lang="zz")
print(json.dumps({"board": board, "solved": solved, "decoded": decoded, "wrong": reason.text("zz"),
                  "said": said.text("zz"), "english": str(said), "dice": dice_for("zz", 4, 4)}))
"""


def test_a_language_made_only_of_data_is_played_by_the_engine(tmp_path):
    write_language(tmp_path)
    env = {**os.environ, "WORDGAMES_LANGUAGES": str(tmp_path), "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", PLAY], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    board, solved = out["board"], out["solved"]
    assert board["type"] == "result" and board["lang"] == CODE and len("".join(board["sides"])) == 12
    words = solved["best"]
    assert solved["min_words"] == board["par"] == 2 and all(w in ACCEPTED for w in words)
    assert set("".join(words)) == set("".join(board["sides"]))
    assert out["decoded"]["sides"] == board["sides"] and out["decoded"]["lang"] == CODE  # its number in the code
    assert out["said"] == "Ø is no letter of þe zeddish alphabet"  # its catalogue and its names
    assert out["english"] == "Ø is not a letter of the Zeddish alphabet"  # its name in English, from its data
    assert out["wrong"] == f"{board['answer'][-1][:-1].upper()} is no word of Zeddish"
    faces = [face for die in out["dice"] for face in die]  # Boggle's dice, from its letter frequencies
    assert len(out["dice"]) == 16 and "þ" in faces and faces.count("þ") > 2 * faces.count("z")


def test_the_page_would_offer_a_language_made_only_of_data(tmp_path):
    write_language(tmp_path)
    languages = read_all([SHIPPED, tmp_path])
    assert list(languages) == [*LANGUAGES, CODE]
    listing = build.page_languages(languages)
    assert f'"code":"{CODE}","browser":["{CODE}","zq"],"alphabet":"abcdefghijklmnopqrstuvwxyzþ"' in listing
    page = build.language_markup('<html lang="__LANG__"><select id="lang" data-languages></select>\n'
                                 "  <!-- each language's choice: build.py puts it here -->\n", languages)
    assert f'<option value="{CODE}" data-i18n="lang.{CODE}">Zeddish</option></select>' in page
    assert f'<input type="radio" name="language" value="{CODE}" lang="{CODE}"> ' \
           f'<span data-i18n="settings.language.{CODE}">Zeddish</span>' in page
    assert page.startswith(f'<html lang="{next(iter(LANGUAGES))}">')
