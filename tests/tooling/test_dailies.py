"""Published dailies never change (docs/ARCHITECTURE.md, "Published dailies"): the kept packs in
dailies/ match their sums, no commit ever edited or removed one, and the build serves a kept day's
puzzle whatever the engine would make for that day now."""

from __future__ import annotations

import datetime
import hashlib
import json
import shutil
import subprocess

import pytest

import build
from conftest import ROOT
from wordgames import daypack
from wordgames.daily import EPOCH
from wordgames.games import GAMES


def kept_dates(sums: dict[str, str]) -> list[str]:
    return sorted({name[:10].replace("/", "-") for name in sums})


def test_every_kept_pack_matches_its_sum_and_every_day_since_no_1_is_kept():
    sums = build.kept_packs()  # stops (SystemExit) on an edited, missing or unlisted pack
    dates = kept_dates(sums)
    assert dates[0] == EPOCH.isoformat() and dates[-1] >= "2026-11-28"
    days = (datetime.date.fromisoformat(dates[-1]) - EPOCH).days + 1
    assert len(dates) == days, "a day between No. 1 and the last kept day is missing"
    for date in dates:
        for game in daypack.daily_games():
            for lang in daypack.LANGUAGES:
                name = build.kept_pack_name(game, lang, date)
                assert name in sums
                pack = json.loads((build.KEPT / name).read_text(encoding="utf-8"))
                assert (pack["game"], pack["lang"], pack["date"]) == (game, lang, date)
                assert pack["puzzle"]["type"] == "result" and pack["puzzle"]["code"] and "judge" not in pack


def test_no_commit_ever_changed_or_removed_a_kept_pack():
    """The history as well as the tree: a commit that edits a pack and its sum together is caught here."""
    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout

    # Every commit, then the work tree against the last commit.
    for since in (["log", "--format="], ["diff", "HEAD"]):
        changed = git(*since, "--name-status", "--", "dailies/").splitlines()
        assert [line for line in changed if line.endswith(".json") and not line.startswith("A")] == []
        removed = git(*since, "-p", "--", f"dailies/{build.KEPT_SUMS}").splitlines()
        assert [line for line in removed if line.startswith("-") and not line.startswith("---")] == []


@pytest.fixture
def kept_copy(tmp_path):
    """A copy of the kept packs of two days, as a kept folder of its own."""
    folder = tmp_path / "dailies"
    sums = build.kept_packs()
    for name in sums:
        if name.startswith(("2026/11/02/", "2026/11/27/")):
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(build.KEPT / name, folder / name)
    (folder / build.KEPT_SUMS).write_text("".join(f"{sums[n]}  {n}\n" for n in sorted(sums) if (folder / n).exists()))
    return folder


@pytest.mark.parametrize("damage", ["edit", "remove", "unlisted"])
def test_the_build_stops_on_a_kept_pack_edited_removed_or_unlisted(kept_copy, damage):
    build.kept_packs(kept_copy)
    pack = kept_copy / "2026/11/27/strands-en.json"
    if damage == "edit":
        pack.write_text(pack.read_text().replace('"clue":"', '"clue":"x'))
    elif damage == "remove":
        pack.unlink()
    else:
        shutil.copyfile(pack, kept_copy / "2026/11/27/strands-xx.json")
    with pytest.raises(SystemExit, match="2026/11/27/strands-"):
        build.kept_packs(kept_copy)


def test_the_build_serves_a_kept_puzzle_not_the_engines_and_keeps_each_new_day_up_to_tomorrow(kept_copy, tmp_path):
    # The engine "changed": 2026-11-27's English Letter Boxed is kept as another puzzle (2026-11-20's).
    name = build.kept_pack_name("letterboxed", "en", "2026-11-27")
    sums = build.kept_packs(kept_copy)
    (kept_copy / name).unlink()
    del sums[name]
    other = json.loads((build.KEPT / build.kept_pack_name("letterboxed", "en", "2026-11-20")).read_text())
    kept = {**other, "date": "2026-11-27"}
    build.keep_packs(kept_copy, sums, {name: daypack.dumps(kept).encode()})
    engine = daypack.make("letterboxed", "en", "2026-11-27")
    assert engine["puzzle"]["code"] != kept["puzzle"]["code"]

    into = tmp_path / "daily"
    build.day_packs(into, dates=["2026-11-27", "2026-11-29"], kept_folder=kept_copy, today=datetime.date(2026, 11, 27))
    served = json.loads((into / "en/letterboxed/2026-11-27.json").read_text())
    assert served["puzzle"] == kept["puzzle"]
    assert served["judge"] == GAMES["letterboxed"].judgments(kept["puzzle"])  # judged by this engine
    # A kept day outside the dates asked for is served too, as it was kept.
    for lang in daypack.LANGUAGES:
        for game in daypack.daily_games():
            kept_pack = json.loads((kept_copy / build.kept_pack_name(game, lang, "2026-11-02")).read_text())
            assert json.loads((into / lang / game / "2026-11-02.json").read_text())["puzzle"] == kept_pack["puzzle"]
    # 2026-11-28 (tomorrow) was not asked for; 2026-11-29 is served but not kept (no one's today yet).
    after = build.kept_packs(kept_copy)
    assert kept_dates(after) == ["2026-11-02", "2026-11-27"]
    assert (into / "nb/strands/2026-11-29.json").exists()
    # The kept sums are only added to, and the copy's edited puzzle stays.
    assert {n: d for n, d in after.items() if n in sums} == sums
    assert hashlib.sha256((kept_copy / name).read_bytes()).hexdigest() == after[name]


def test_the_build_keeps_a_served_day_not_yet_kept(kept_copy, tmp_path):
    build.day_packs(tmp_path / "daily", dates=["2026-11-28"], kept_folder=kept_copy, today=datetime.date(2026, 11, 27))
    after = build.kept_packs(kept_copy)
    assert kept_dates(after) == ["2026-11-02", "2026-11-27", "2026-11-28"]
    kept = json.loads((kept_copy / build.kept_pack_name("boggle", "nb", "2026-11-28")).read_text())
    served = json.loads((tmp_path / "daily/nb/boggle/2026-11-28.json").read_text())
    assert daypack.published(served) == kept and served == daypack.judged(kept)
