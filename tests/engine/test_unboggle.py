import pytest

from conftest import final
from wordgames.games import boggle, unboggle
from wordgames.rng import Rng


def traces(rows, word):
    """Independent checker: does ``word`` trace on the board (rows of text, Q = Qu)?"""
    grid = [[("qu" if ch == "Q" else ch.lower()) for ch in row] for row in rows]
    height, width = len(grid), len(grid[0])

    def extend(r, c, rest, seen):
        face = grid[r][c]
        if not rest.startswith(face):
            return False
        rest = rest[len(face):]
        if not rest:
            return True
        return any(extend(r + dr, c + dc, rest, seen | {(r + dr, c + dc)})
                   for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                   if (dr or dc) and 0 <= r + dr < height and 0 <= c + dc < width
                   and (r + dr, c + dc) not in seen)

    return any(extend(r, c, word, {(r, c)}) for r in range(height) for c in range(width))


def assert_valid(result, words, size):
    rows, cols = map(int, size.split("x"))
    assert result["impossible"] is False
    assert len(result["board"]) == rows and all(len(r) == cols for r in result["board"])
    for word in words:
        assert traces(result["board"], word), word
        path = result["paths"][word]
        assert len({tuple(p) for p in path}) == len(path)
        assert all(max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1 for a, b in zip(path, path[1:]))


def words_from_real_board(seed, size, count, en):
    rng = Rng(seed)
    faces = [die[rng.below(6)] for die in rng.shuffled(boggle.dice_for("en", size, size))]
    found = sorted(boggle.find_words(faces, size, size, en, 3))
    return rng.shuffled(found)[:count]


@pytest.mark.parametrize("seed", ["a", "b", "c", "d", "e"])
def test_words_from_real_boards_are_placed(seed, en):
    words = words_from_real_board(seed, 4, 10, en)
    result = final("unboggle", "solve", {"words": ",".join(words), "size": "4x4"})
    assert_valid(result, words, "4x4")


def run_to_end(events):
    """Drain a generator of events; return what it returns."""
    try:
        while True:
            next(events)
    except StopIteration as stop:
        return stop.value


@pytest.mark.parametrize("rows, cols, dice", [(4, 4, "4x4"), (5, 5, "5x5"), (4, 6, "5x5"), (6, 6, "6x6")])
def test_empty_cells_get_rolled_dice_that_spell_few_other_words(rows, cols, dice, en):
    from test_boggle import _matchable

    cells = rows * cols
    ours = plain = 0
    for seed in range(6):
        rng = Rng(f"fill/{seed}")
        faces = [die[rng.below(6)] for die in rng.shuffled(boggle.DICE[dice])][:cells]
        faces = [f if len(f) == 1 or f == "qu" else "e" for f in faces]
        kept = set(rng.shuffled(range(cells))[:cells // 3])
        board = [f if c in kept else "" for c, f in enumerate(faces)]
        wanted = sorted(boggle.find_words(board, rows, cols, en, 3))
        filled = list(board)
        extra = run_to_end(unboggle.fill(filled, rows, cols, wanted, "en", Rng(str(seed))))
        assert [filled[c] for c in kept] == [board[c] for c in kept]
        fillers = [filled[c] for c in range(cells) if c not in kept]
        assert all(fillers) and _matchable(fillers, boggle.DICE[dice])
        assert extra == sorted(set(boggle.find_words(filled, rows, cols, en, 3)) - set(wanted))
        ours += len(extra)
        rolled = list(board)  # the same dice rolled plainly into the same cells
        for cell, die in zip((c for c in range(cells) if c not in kept), rng.shuffled(boggle.DICE[dice])):
            usable = [f for f in die if len(f) == 1 or f == "qu"]
            rolled[cell] = usable[rng.below(len(usable))]
        plain += len(set(boggle.find_words(rolled, rows, cols, en, 3)) - set(wanted))
    assert ours * 2 < plain, (ours, plain)


def test_norwegian_words_get_a_norwegian_board():
    words = ["blåbær", "ørret", "sjø"]
    result = final("unboggle", "solve", {"words": ", ".join(words), "size": "4x4"})
    assert_valid(result, words, "4x4")
    board = boggle.decode(result["code"])
    assert board["lang"] == "nb"
    nb = __import__("wordgames.lexicon").lexicon.load("nb")
    found = boggle.find_words(board["faces"], 4, 4, nb, 3)
    assert set(words) <= set(found)
    assert result["extra_words"] == sorted(set(found) - set(words))


def test_qu_is_one_cell_and_the_board_plays_in_boggle():
    result = final("unboggle", "solve", {"words": "queen,quiet,tie", "size": "3x3"})
    assert_valid(result, ["queen", "quiet", "tie"], "3x3")
    assert sum(row.count("Q") for row in result["board"]) == 1
    board = boggle.decode(result["code"])
    found = boggle.find_words(board["faces"], 3, 3, __import__("wordgames.lexicon").lexicon.load("en"), 3)
    assert {"queen", "quiet", "tie"} <= set(found)


def test_contained_and_reversed_words_need_no_room():
    result = final("unboggle", "solve", {"words": "stop,pots,top,tops,spot", "size": "3x3"})
    assert_valid(result, ["stop", "pots", "top", "tops", "spot"], "3x3")


@pytest.mark.parametrize("words, size, reason", [
    ("abcdefgh,ijklmnop,rstu", "4x4", "need at least 20 different cells"),
    ("ab,ac,ad,ae,af,ag,ah,ai,aj,klmnop", "4x4", "A must touch 9 different letters"),
    ("aab,aac,aad,aae", "3x3", None),
])
def test_impossible_by_counting(words, size, reason):
    result = final("unboggle", "solve", {"words": words, "size": size})
    if reason is None:
        assert result["impossible"] is False
    else:
        assert result["impossible"] is True and reason in result["reason"]


def test_impossible_proven_by_exhaustive_search():
    """Nine letters fill a 3x3 board, and five of them must all touch each other: a king's
    graph has no five mutually touching cells, which only the full search can show."""
    pairs = [a + b for i, a in enumerate("abcde") for b in "abcde"[i + 1:]]
    result = final("unboggle", "solve", {"words": ",".join(pairs + ["fghi"]), "size": "3x3"})
    assert result["impossible"] is True
    assert "every way of placing the words was tried" in result["reason"]


def test_search_streams_progress_with_partial_boards(en):
    from wordgames.games import unboggle

    words = words_from_real_board("stream", 4, 15, en)
    events = list(unboggle.solve({"words": ",".join(words), "size": "4x4"}))
    assert events[-1]["type"] == "result"
    assert_valid(events[-1], words, "4x4")
    partial = [e for e in events if e["type"] == "progress"]
    assert partial and all(len(e["board"].split()) == 4 and e["placed"] <= e["words"] for e in partial)
    assert all(0 <= e["done"] < 1 for e in partial)
    assert all(e["board"].count(".") == 16 for e in partial[:1])  # starts from an empty board


@pytest.mark.parametrize("params, message", [
    ({"words": "ab1", "size": "4x4"}, "letters only"),
    ({"words": "a", "size": "4x4"}, "at least 2 letters"),
    ({"words": "qat", "size": "4x4"}, "followed by U"),
    ({"words": "abcdefghij", "size": "3x3"}, "only 9 cells"),
    ({"words": "ab", "size": "9x9"}, "3x3 to 6x6"),
    ({"words": "ab", "size": "big"}, "should look like 4x4"),
    ({"words": ",".join(a + b for a in "bcdfghjk" for b in "lmnprstv"), "size": "6x6"}, "at most 60"),
    ({"words": " , ", "size": "4x4"}, "at least one word"),
    ({"words": "café, tea", "size": "4x4"}, "É is on no Boggle die"),
    ({"words": "blåbær, straße", "size": "5x5"}, "ß is on no Boggle die"),
])
def test_bad_input_is_explained(params, message):
    result = final("unboggle", "solve", params)
    assert result["type"] == "error" and message in result["message"]


@pytest.mark.parametrize("text", ["cat dog bird", "cat,dog,bird", "cat\ndog\nbird", " cat ,  dog;\tbird\n",
                                  "CAT  Dog\r\nbird, cat"])
def test_commas_spaces_and_newlines_separate_words(text):
    from wordgames.games import unboggle

    assert unboggle.parse_words(text, 16) == ["cat", "dog", "bird"]
    assert unboggle.parse_words(["cat dog", "bird"], 16) == ["cat", "dog", "bird"]
    assert final("unboggle", "solve", {"words": text, "size": "4x4"})["words"] == ["cat", "dog", "bird"]
