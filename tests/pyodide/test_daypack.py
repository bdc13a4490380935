"""Day packs: the dailies build.py makes ahead of time (wordgames/daypack.py) are what the
engine makes in Pyodide, and the page's judges answer from them as the engine's check does."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest
from test_site_strands import ELSEWHERE_CODE

from conftest import ROOT
from wordgames import daypack
from wordgames.games import strands
from wordgames.games.base import final
from wordgames.lexicon import load

pytestmark = pytest.mark.pyodide

DAILY = ROOT / "dist" / "app" / "daily"

SCRIPT = """
import json
from wordgames.games import run
for game, lang, date in %s:
    print("RESULT" + json.dumps([e for e in run(game, "generate", {"daily": date, "lang": lang})][-1]))
"""


def node_with_the_wheel() -> list[str]:
    wheels = sorted((ROOT / "dist" / "app" / "wheels").glob("wordgames-*.whl"))
    if not wheels or not DAILY.exists():
        pytest.fail("run `python build.py` first: the day-pack tests need dist/")
    node = shutil.which("node")
    assert node, "Node.js is needed to run Pyodide"
    return [node, str(wheels[-1])]


@pytest.fixture(scope="module")
def sample() -> list[tuple[str, str, str]]:
    """(game, lang, date) of the packs checked: every daily game in every language on the first and
    the last date of the window build.py made, and on the middle one in turn (a game, a language)."""
    dates = sorted(path.stem for path in (DAILY / "en" / "letterboxed").glob("*.json"))
    assert len(dates) >= 47, "the window runs from yesterday to at least 45 days ahead"
    games = daypack.daily_games()
    middle = [(games[i % len(games)], lang, dates[len(dates) // 2]) for i, lang in enumerate(daypack.LANGUAGES)]
    return [(game, lang, date) for date in (dates[0], dates[-1])
            for lang in daypack.LANGUAGES for game in games] + middle


def pack(game: str, lang: str, date: str) -> dict:
    return json.loads((DAILY / lang / game / f"{date}.json").read_text(encoding="utf-8"))


def test_a_pack_holds_what_pyodide_generates_for_its_date(sample):
    node, wheel = node_with_the_wheel()
    done = subprocess.run([node, str(ROOT / "tests" / "pyodide" / "pyodide_run.mjs"), wheel],
                          input=SCRIPT % json.dumps(sample), capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    generated = [json.loads(line[len("RESULT"):]) for line in done.stdout.splitlines() if line.startswith("RESULT")]
    assert len(generated) == len(sample)
    for (game, lang, date), puzzle in zip(sample, generated, strict=True):
        kept = pack(game, lang, date)
        assert (kept["version"], kept["game"], kept["lang"], kept["date"]) == (daypack.VERSION, game, lang, date)
        assert kept["puzzle"] == puzzle, f"{game} {lang} {date}"


def test_a_pack_is_small_and_names_no_blocked_word(sample):
    import gzip

    for game, lang, date in sample:
        text = (DAILY / lang / game / f"{date}.json").read_bytes()
        assert len(gzip.compress(text)) < 64_000, f"{game} {lang} {date}: {len(gzip.compress(text))} bytes gzipped"
        kept = pack(game, lang, date)
        words = kept["judge"]["solve"]["words"] if game == "boggle" else kept["judge"]["words"]
        lexicon = load(lang)
        assert words and all(word in lexicon for word in words), f"{game} {lang} {date}"
        if game == "strands":  # the dictionary words: the theme words and spangram are the puzzle's
            puzzle = kept["puzzle"]
            assert not {puzzle["spangram"], *puzzle["words"]} & set(words), f"{lang} {date}"
            assert all(len(word) >= strands.MIN_WORD_LENGTH for word in words), f"{lang} {date}"


def a_strands_pack_with_words_elsewhere(folder) -> str:
    """A pack of the shared 4x4 Strands puzzle on which STOP and the spangram SPAN also trace on
    other free cells (few dailies have such a word: the generator avoids them)."""
    puzzle = final(strands.open_code({"code": ELSEWHERE_CODE}))
    file = folder / "strands-elsewhere.json"
    file.write_text(daypack.dumps({"version": daypack.VERSION, "game": "strands", "lang": "en", "date": "",
                                   "puzzle": puzzle, "judge": strands.judgments(puzzle)}), encoding="utf-8")
    return str(file)


def test_the_page_judges_every_word_as_the_engine_does(sample, tmp_path):
    """Every word of each sampled pack and its near misses (a letter dropped, changed or added,
    chains broken; Strands theme words traced on their cells, elsewhere, reversed, crossing and
    over found words, traces broken, blocked words, hints after each found set): the same
    verdict from both."""
    node, wheel = node_with_the_wheel()
    files = [str(DAILY / lang / game / f"{date}.json") for game, lang, date in sample]
    done = subprocess.run([node, str(ROOT / "tests" / "pyodide" / "judge_run.mjs"), wheel, *files,
                           a_strands_pack_with_words_elsewhere(tmp_path)],
                          capture_output=True, text=True, timeout=600)
    report = json.loads(done.stdout.strip().splitlines()[-1]) if done.stdout.strip() else {}
    assert done.returncode == 0 and not report.get("mismatches"), report or done.stderr[-3000:]
    assert report["packs"] == len(sample) + 1 and report["compared"] > 1000 * len(sample)
    answers = {"word.not_in_list", "move.too_short", "move.already_found", "move.bad_chain", "move.not_on_board",
               "move.not_a_path", "move.not_touching", "move.taken", "move.short", "theme", "spangram",
               "theme elsewhere", "spangram elsewhere", "word", "hint", "strands.all_found"}
    assert answers <= set(report["verdicts"]), report["verdicts"]
