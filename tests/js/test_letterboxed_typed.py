"""A Letter Boxed board as the player types it: the page's reader (web/games/letterboxed/typed.js),
which names a mistake as it is typed, reads every finished text as the engine's action `board`
does (read_typed_sides), to the same message; and what it calls a mistake while the player is
still typing is one the engine refuses too, whatever follows."""

from __future__ import annotations

import json
import random
import subprocess

import pytest

import build
from conftest import ROOT
from wordgames.games.base import PuzzleError
from wordgames.games.letterboxed.board import read_typed_sides

HAND = [
    "", "   ", "ABC DEF GHI JKL", "abcdefghijkl", "  gIy / ERO - hnm;tal ", "Abc,\tdef\nghi | jkl",
    "abc def ghi jka", "abc defg hij kl", "abc def ghi", "abc def ghi jkl mno", "abcdefghijk",
    "abc def gh1 jkl", "abc def ghi jkø", "ÆØÅ abc def ghi", "abcd", "abc", "ab cde fgh ijk",
    "abcdefghijklm", "aabcdefghijk", "abc_def_ghi_jkl", "ABC DEF GHI JKL ", "abc de", "abc de ",
    "abc²def ghi jkl", "e\u0301bc def ghi jkl", "ABC, DEF, GHI, JKL", "abcabc", "ß",
]
#: Characters random texts are made of: letters of both alphabets, separators, a digit, other letters.
PIECES = list("abcdefghijklmnopqrstuvwxyzæøåABCÆ") + [" ", ",", "  ", "-", "\t", "7", "é", "ß", "_", ";"]


def corpus() -> list[str]:
    rng = random.Random(42)  # test inputs, not a puzzle
    texts = list(HAND)
    for _ in range(600):
        texts.append("".join(rng.choice(PIECES) for _ in range(rng.randint(0, 20))))
    for _ in range(300):  # near-boards: a right board with one thing changed
        letters = rng.sample("abcdefghijklmnopqrstuvwxyz", 12)
        sides = ["".join(letters[i:i + 3]) for i in range(0, 12, 3)]
        text = rng.choice([" ", ",", " / "]).join(sides)
        spot = rng.randrange(len(text) + 1)
        text = text[:spot] + rng.choice(PIECES) + text[spot + rng.randint(0, 1):]
        texts.append(text)
    return texts


def engine_reading(text: str, lang: str) -> dict:
    try:
        return {"sides": list(read_typed_sides(text, lang))}
    except PuzzleError as error:
        data = error.args[0].data()
        return {"code": data["code"], "params": data["params"]}


def page_readings(texts: list[str], lang: str) -> list[dict]:
    build.page_catalogues(ROOT / "web" / "i18n")  # typed.js reads the alphabets there, as built
    script = """
import { readTyped } from "./web/games/letterboxed/typed.js";
let input = "";
for await (const chunk of process.stdin) input += chunk;
const { texts, lang } = JSON.parse(input);
const read = (text) => ({ typing: readTyped(text, lang), finished: readTyped(text, lang, true) });
console.log(JSON.stringify(texts.map(read)));
"""
    done = subprocess.run(["node", "--input-type=module", "-e", script], cwd=ROOT, capture_output=True, text=True,
                          input=json.dumps({"texts": texts, "lang": lang}), timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize("lang", ["en", "nb"])
def test_the_page_reads_a_typed_board_as_the_engine_does(lang):
    texts = corpus()
    readings = page_readings(texts, lang)
    refused = 0
    for text, page in zip(texts, readings, strict=True):
        engine = engine_reading(text, lang)
        finished = page["finished"]
        if "sides" in engine:
            assert finished["complete"] and finished["problem"] is None and finished["sides"] == engine["sides"], text
            assert page["typing"]["complete"], text
        else:
            refused += 1
            assert not finished["complete"], text
            assert finished["problem"] == {"code": engine["code"], "params": engine["params"]}, text
        if page["typing"]["problem"]:  # named while typing: the engine refuses it too
            assert "code" in engine, text
    assert refused > len(texts) // 2  # the corpus does reach the messages
