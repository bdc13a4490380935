"""Golden daily boards: today's seeds must keep producing today's puzzles.

If a change to the generator, the rng or the word lists alters these, every seed
link and every past daily changes with it. Change this table only on purpose,
and say so in the commit message. (Description links are unaffected: they carry
the board itself.)
"""

import pytest

from conftest import final
from wordgames.games import letterboxed

DAILY = {  # (sides, number, par): par follows the day of the week (letterboxed.DAILY_SCHEDULE)
    ("en", "2026-11-01"): (["nkv", "ocl", "sat", "dre"], 1, 3),
    ("en", "2026-11-22"): (["fpb", "ida", "not", "egr"], 22, 3),
    ("en", "2026-11-23"): (["led", "nai", "rot", "ysc"], 23, 2),
    ("en", "2026-12-25"): (["vse", "par", "mou", "qli"], 55, 3),
    ("en", "2027-02-28"): (["fkd", "lac", "pti", "rse"], 120, 3),
    ("en", "2028-02-29"): (["lan", "gei", "rmt", "cyp"], 486, 2),
    ("nb", "2026-11-01"): (["kri", "mbu", "fde", "sat"], 1, 3),
    ("nb", "2026-11-22"): (["irt", "bdg", "mal", "esj"], 22, 3),
    ("nb", "2026-11-23"): (["lus", "ydn", "bie", "gpt"], 23, 2),
    ("nb", "2026-12-25"): (["tsk", "eln", "auv", "dbi"], 55, 3),
    ("nb", "2027-02-28"): (["nog", "øhl", "tfe", "isk"], 120, 3),
    ("nb", "2028-02-29"): (["lie", "gnv", "srd", "pok"], 486, 2),
    ("sv", "2026-11-01"): (["åäk", "der", "svt", "gan"], 1, 3),
    ("sv", "2026-11-22"): (["are", "fäy", "nst", "omd"], 22, 3),
    ("sv", "2026-11-23"): (["sdn", "mga", "trj", "eoi"], 23, 2),
    ("sv", "2026-12-25"): (["dne", "uta", "rgy", "lsj"], 55, 3),
    ("sv", "2027-02-28"): (["fvo", "ted", "nig", "luä"], 120, 3),
    ("sv", "2028-02-29"): (["vln", "tai", "oej", "gur"], 486, 2),
}


@pytest.mark.parametrize("lang, date", sorted(DAILY))
def test_daily_board_is_pinned(lang, date):
    """The daily is exactly what the page asks for: {daily, lang} and nothing else."""
    sides, number, par = DAILY[lang, date]
    puzzle = final("letterboxed", "generate", {"daily": date, "lang": lang})
    assert (puzzle["sides"], puzzle["number"], puzzle["par"]) == (sides, number, par)
    assert letterboxed.decode(puzzle["code"])["sides"] == sides


BOGGLE_DAILY = {
    ("en", "2026-11-01"): "LNRE WNRP OCON SODE",
    ("en", "2026-11-22"): "ERRR TETN VNCO AOHK",
    ("en", "2027-02-28"): "OTVQ ONHS TRAZ BKEY",
    ("nb", "2026-11-01"): "RESF IVGE GTEÅ MIND",
    ("nb", "2026-11-22"): "IRHF EVFE STIL GOTR",
    ("nb", "2027-02-28"): "DALD TIGA FKRR OTYA",
    ("sv", "2026-11-01"): "SSSE AEÅL EKTU SAIT",
    ("sv", "2026-11-22"): "RNMK EÅEA LIVT EOLL",
    ("sv", "2027-02-28"): "HGNO YEOE LANK LMST",
}


@pytest.mark.parametrize("lang, date", sorted(BOGGLE_DAILY))
def test_daily_boggle_board_is_pinned(lang, date):
    board = final("boggle", "generate", {"daily": date, "lang": lang})  # what the page sends: 4x4
    assert board["board"] == BOGGLE_DAILY[lang, date]


STRANDS_DAILY = {
    ("en", "2026-11-01"): ("Be mine", "SSOLOC ERKIAO RCSSTH SUEETC HANHCE TRDAEW ADLLGS TEEITH"),
    ("en", "2026-11-22"): ("Shop around", "FORBLR LICOBE SBAEYO RTKRNR EGNMSI HIOHTE ERGERE LLEWJT"),
    ("en", "2026-12-25"): ("No pain, no gain", "LROGIW RNLWHE UGUINT CERCGS CNUKRW THOMOT LUBUAU LEBDSQ"),
    ("en", "2027-02-28"): ("Sound of music", "LREAEL OUUGGE ISPNKP TMEOST AGGYRN RERNUO SZKREC JAZCOG"),
    ("nb", "2026-11-01"): ("Kaldt og klart", "POITED RKGRSN GUHUET EDLAIB REDERK KJTDGU ØGSRLR LIOFMI"),
    ("nb", "2026-11-22"): ("Ut på gulvet", "GBLLET EAURAT TMTAMB SBNGOA EASTTS NSPIWK AOTOLA DFXROT"),
    ("nb", "2027-02-28"): ("Inn under granene", "BYNLSE ALGÅKB ERNGOB NUBESU GENSMT KRBNOR ONGETE ELNRØT"),
    ("sv", "2026-11-01"): ("Is och ånga", "TAENIS TKVGNE NEODGA TSFNED RGRONS EENMOR TNSESF ÖNRNET"),
    ("sv", "2026-11-22"): ("Blått och gult", "AFOITN SLNALA SIAGAD HEDGNG NKAIME UGVPAF DIEENA NUJNLN"),
    ("sv", "2027-02-28"): ("Första hjälpen", "VTPNCE TÄTITT ÅRNARÖ SDSLBF ADÅMRT JSÅPOE EPTLEM TERRTE"),
}


@pytest.mark.parametrize("lang, date", sorted(STRANDS_DAILY))
def test_daily_strands_board_is_pinned(lang, date):
    board = final("strands", "generate", {"daily": date, "lang": lang})
    assert (board["clue"], " ".join(board["grid"])) == STRANDS_DAILY[lang, date]
