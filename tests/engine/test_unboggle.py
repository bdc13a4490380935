import pytest

from conftest import final
from wordgames.games import boggle, unboggle
from wordgames.games.unboggle import displacement, exhaustive
from wordgames.games.unboggle.displacement import DisplacementSearch
from wordgames.games.unboggle.exhaustive import ExhaustiveSearch
from wordgames.grid import grid
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
        faces = [die[rng.below(6)] for die in rng.shuffled(boggle.dice_sets("en")[dice])][:cells]
        faces = [f if len(f) == 1 or f == "qu" else "e" for f in faces]
        kept = set(rng.shuffled(range(cells))[:cells // 3])
        board = [f if c in kept else "" for c, f in enumerate(faces)]
        wanted = sorted(boggle.find_words(board, rows, cols, en, 3))
        filled = list(board)
        extra = run_to_end(unboggle.fill(filled, rows, cols, wanted, "en", Rng(str(seed))))
        assert [filled[c] for c in kept] == [board[c] for c in kept]
        fillers = [filled[c] for c in range(cells) if c not in kept]
        assert all(fillers) and _matchable(fillers, boggle.dice_sets("en")[dice])
        assert extra == sorted(set(boggle.find_words(filled, rows, cols, en, 3)) - set(wanted))
        ours += len(extra)
        rolled = list(board)  # the same dice rolled plainly into the same cells
        for cell, die in zip((c for c in range(cells) if c not in kept), rng.shuffled(boggle.dice_sets("en")[dice])):
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
    assert len(result["paths"]["queen"]) == len(result["paths"]["quiet"]) == 4  # Qu, E, E, N and Qu, I, E, T
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


def run_search(search, most_yields=10**6):
    """Pull a search's run to its end; return (outcome, the most work done between two yields)."""
    run, most, before = search.run(), 0, 0
    for _ in range(most_yields):
        try:
            next(run)
        except StopIteration as stop:
            return stop.value, max(most, search.work - before)
        most, before = max(most, search.work - before), search.work
    return None, most


def assert_placed(search, words, rows, cols):
    """Every word on the search's board along its own path: touching cells, each once, right faces."""
    neighbours = grid(rows, cols).neighbours
    for word, path in zip(words, search.paths):
        assert [search.board[cell] for cell in path] == list(word)
        assert len(set(path)) == len(path) and all(b in neighbours[a] for a, b in zip(path, path[1:]))


@pytest.mark.parametrize("k", range(4))
def test_twenty_words_on_5x5_are_placed(k, en):
    """The four 20-word lists of benchmarks/unboggle_sat.py (one took 60 s and more before the
    displacement search)."""
    words = words_from_real_board(f"unboggle-bench/20/5/{k}", 5, 20, en)
    result = final("unboggle", "solve", {"words": ",".join(words), "size": "5x5"})
    assert_valid(result, words, "5x5")


def test_the_displacement_search_places_every_word_and_repeats_for_a_seed(en):
    words = [unboggle.tokens(w) for w in words_from_real_board("displace", 5, 24, en)]
    search = DisplacementSearch(words, 5, 5, Rng("d"))
    outcome, most = run_search(search)
    assert outcome is True
    assert_placed(search, words, 5, 5)
    assert most <= displacement.PATH_VISITS  # it yields after every path search
    again = DisplacementSearch(words, 5, 5, Rng("d"))
    assert run_search(again)[0] is True
    assert (again.board, again.paths, again.steps) == (search.board, search.paths, search.steps)


def test_the_exhaustive_search_alone_finds_and_proves():
    words = [unboggle.tokens(w) for w in ("queen", "quiet", "tie")]
    search = ExhaustiveSearch(words, 3, 3)
    assert run_search(search)[0] is True
    for word in ("queen", "quiet", "tie"):
        assert boggle.find_path(search.board, 3, 3, word) is not None
    pairs = [unboggle.tokens(a + b) for i, a in enumerate("abcde") for b in "abcde"[i + 1:]]
    assert run_search(ExhaustiveSearch([unboggle.tokens("fghi"), *pairs], 3, 3))[0] is False


def test_the_exhaustive_search_yields_often_on_long_words(en):
    """Long words on an empty 5x5 board have hundreds of thousands of paths: the search counts
    at most COUNT_LIMIT of them and makes the rest one at a time, so it yields every few
    thousand cells (a few milliseconds) and a cancel is never kept waiting."""
    words = sorted((unboggle.tokens(w) for w in words_from_real_board("tune/11", 5, 25, en)), key=len, reverse=True)
    assert len(words[0]) >= 8
    outcome, most = run_search(ExhaustiveSearch(words, 5, 5), most_yields=3000)
    assert outcome is None and most <= 20 * exhaustive.COUNT_LIMIT
