
import pytest
from hypothesis import given, settings, strategies as st

from conftest import ENABLE, final
from wordgames import codes
from wordgames.games import boggle
from wordgames.grid import grid
from wordgames.languages import LANGUAGES
from wordgames.lexicon import COMMON, Lexicon, load
from wordgames.rng import Rng


def brute_force(faces, rows, cols, words, min_length):
    """Every word that has some path: try each word against every path of its length."""
    g = grid(rows, cols)
    found = set()
    for word in words:
        if len(word) < min_length:
            continue
        stack = [(c, faces[c], (c,)) for c in range(len(faces)) if faces[c] and word.startswith(faces[c])]
        while stack:
            cell, spelled, path = stack.pop()
            if spelled == word:
                found.add(word)
                break
            for n in g.neighbours[cell]:
                if n not in path and faces[n] and word.startswith(spelled + faces[n]):
                    stack.append((n, spelled + faces[n], path + (n,)))
    return found


@pytest.fixture(scope="module")
def small(en):
    words = Rng("boggle small").shuffled([w for w in en.common_words if len(w) <= 7])[:4000]
    return Lexicon.from_tiers(dict.fromkeys(words, COMMON), "small")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(list("aeioustrnlcdpmqbg") + ["qu", ""]), min_size=9, max_size=9),
       st.sampled_from([(3, 3)]))
def test_solver_matches_brute_force_on_small_boards(faces, shape):
    rows, cols = shape
    lexicon = SMALL[0]
    found = boggle.find_words(faces, rows, cols, lexicon, 3)
    assert set(found) == brute_force(faces, rows, cols, list(lexicon), 3)
    for word, path in found.items():
        assert grid(rows, cols).is_path(path) and "".join(faces[c] for c in path) == word


SMALL = []


@pytest.fixture(autouse=True, scope="module")
def _small_lexicon(small):
    SMALL[:] = [small]


def test_solve_names_the_everyday_words_and_their_points():
    """The maximum (``score``) counts every accepted word; ``everyday`` are the words of the common
    tier among them, with their own points: on a daily, fewer than all. A player's own list is all
    everyday."""
    board = final("boggle", "generate", {"daily": "2026-12-14", "lang": "en"})
    solved = final("boggle", "solve", {"code": board["code"]})
    english = load("en")
    assert solved["everyday"] == [w for w in solved["words"] if english.is_common(w)]
    assert 0 < len(solved["everyday"]) < solved["count"]
    assert solved["everyday_score"] == sum(boggle.points(w) for w in solved["everyday"]) < solved["score"]
    own = final("boggle", "solve", {"board": "PERS LATG SINE TERS", "wordlist": str(ENABLE)})
    assert own["everyday"] == own["words"] and own["everyday_score"] == own["score"] == 3625


def test_known_published_results():
    four = final("boggle", "solve", {"board": "PERS LATG SINE TERS", "wordlist": str(ENABLE)})
    assert (four["count"], four["score"]) == (1045, 3625)
    three = final("boggle", "solve", {"board": "STR EAE DLP", "wordlist": str(ENABLE)})
    assert three["score"] == 545
    enable = set(ENABLE.read_text().split())
    assert set(four["words"]) <= enable


def test_qu_counts_two_letters_and_small_boards_by_hand(tmp_path):
    path = tmp_path / "w.txt"
    path.write_text("quit\nquite\nquiet\ntie\nite\nqit\n", encoding="utf-8")
    result = final("boggle", "solve", {"board": "QIT XEX XXX", "wordlist": str(path)})
    assert result["words"] == ["ite", "quiet", "quit", "quite", "tie"]  # no QIT: Q is always Qu
    assert result["paths"]["quite"] == [[0, 0], [0, 1], [0, 2], [1, 1]]
    assert result["score"] == 1 + 2 + 1 + 2 + 1  # QUIET and QUITE are five letters on four dice


def test_each_word_counts_once_and_blank_faces_block(tmp_path):
    path = tmp_path / "w.txt"
    path.write_text("aaa\nabc\n", encoding="utf-8")
    result = final("boggle", "solve", {"board": "AAA AAA AAA", "wordlist": str(path)})
    assert result["words"] == ["aaa"] and result["score"] == 1
    blocked = final("boggle", "solve", {"board": "A.B .C. ...", "wordlist": str(path), "min_length": 3})
    assert blocked["words"] == []


def test_a_word_list_with_other_letters_solves_boards_no_code_can_share(tmp_path):
    path = tmp_path / "w.txt"
    path.write_text("café\nface\nkāla\n", encoding="utf-8")  # ā is outside Latin-1: never a word
    result = final("boggle", "solve", {"board": "CAFÉ XXXX XXXX KĀLA", "wordlist": str(path)})
    assert result["words"] == ["café"] and result["code"] is None
    multi = final("boggle", "solve", {"board": "(KĀ)LA XXX XXX", "wordlist": str(path)})
    assert multi["words"] == [] and multi["code"] is None


@pytest.mark.parametrize("board, message", [
    ("PER LATG", "same number of cells"),
    ("AB AB", "3 to 8 rows"),
    ("AB1 CDE FGH", "cannot be a face"),
    ("", "type the board's letters first"),
    ("  ", "empty"),
])
def test_bad_boards_are_explained(board, message):
    result = final("boggle", "solve", {"board": board})
    assert result["type"] == "error" and message in result["message"]


def test_dice_sets_are_complete():
    sets = boggle.dice_sets("en")
    assert [len(sets[k]) for k in ("4x4", "4x4-classic", "5x5", "6x6")] == [16, 16, 25, 36]
    assert all(len(die) == 6 for dice in sets.values() for die in dice)
    faces = [f for die in sets["6x6"] for f in die]
    assert faces.count("") == 3 and "th" in faces and faces.count("qu") == 2
    assert sets["4x4"][0] == ("a", "a", "e", "e", "g", "n") and "qu" in sets["4x4"][14]
    assert boggle.dice_sets("nb") == {}, "Bokmål has no published dice: they are made from its letter frequencies"
    nb = boggle.frequency_dice("nb", 16)
    assert len(nb) == 16 and all(len(d) == 6 for d in nb)
    assert {"æ", "ø", "å"} & {f for d in nb for f in d}


@pytest.mark.parametrize("count", [16, 25, 36])
def test_norwegian_dice_follow_bokmål_letter_frequencies(count):
    dice = boggle.frequency_dice("nb", count)
    frequencies, vowels = LANGUAGES["nb"].letter_frequencies, set(LANGUAGES["nb"].vowels)
    faces = [f for die in dice for f in die]
    assert len(dice) == count and all(len(die) == 6 for die in dice) and "qu" not in faces
    total = sum(v for c, v in frequencies.items() if c != "q")
    for letter, weight in frequencies.items():
        if letter != "q":  # each letter's faces are its share of the faces, rounded
            assert abs(faces.count(letter) - 6 * count * weight / total) < 1, letter
    # E, a sixth of the faces, is on about half the dice (in pairs), not on every die
    with_e = [die for die in dice if "e" in die]
    assert len(with_e) <= count // 2 + 1 and all(die.count("e") <= 2 for die in dice)
    assert all(set(die) & vowels for die in dice)


@pytest.mark.parametrize("size, lang", [(4, "en"), (5, "en"), (6, "en"), (4, "nb")])
def test_generate_rolls_real_dice_with_a_quality_floor(size, lang, en, nb):
    lexicon = {"en": en, "nb": nb}[lang]
    board = final("boggle", "generate", {"seed": "s", "size": size, "lang": lang})
    faces = board["faces"]
    dice = list(boggle.dice_for(lang, size, size))
    # every face comes from a different die (a perfect matching of faces to dice)
    assert _matchable(faces, dice)
    found = boggle.find_words(faces, size, size, lexicon, board["min_length"])
    assert board["common_words"] == sum(1 for w in found if lexicon.is_common(w))
    assert board["common_words"] >= boggle.QUALITY_FLOOR[size]
    assert max(faces.count(f) for f in faces) <= boggle.MOST_OF_ONE_LETTER[size]
    assert final("boggle", "generate", {"seed": "s", "size": size, "lang": lang}) == board
    assert boggle.decode(board["code"])["faces"] == faces


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_daily_boards_hold_enough_everyday_words(lang):
    """A fortnight of dailies ({daily, lang}, 4x4): at least MIN_EVERYDAY everyday words, at most
    four of one letter; when the first rolls miss the floor, the best of them is kept."""
    lexicon = load(lang)
    for day in range(1, 15):
        board = final("boggle", "generate", {"daily": f"2027-03-{day:02d}", "lang": lang})
        assert (board["rows"], board["cols"]) == (4, 4)
        found = boggle.find_words(board["faces"], 4, 4, lexicon, 3)
        assert board["common_words"] == sum(1 for w in found if lexicon.is_common(w)) >= boggle.MIN_EVERYDAY
        assert max(board["faces"].count(f) for f in board["faces"]) <= 4


def test_generate_keeps_rolling_until_the_minimum_holds(tmp_path, monkeypatch):
    """With a floor no roll reaches, the best roll of the first ROLLS is kept if it has
    MIN_EVERYDAY words; with a minimum no roll reaches either, a readable error."""
    monkeypatch.setitem(boggle.QUALITY_FLOOR, 4, 10**6)
    board = final("boggle", "generate", {"seed": "floor", "lang": "en"})
    assert board["attempts"] == boggle.ROLLS and board["common_words"] >= boggle.MIN_EVERYDAY
    monkeypatch.setattr(boggle, "MIN_EVERYDAY", 10**6)
    monkeypatch.setattr(boggle, "MAX_ROLLS", 300)
    failed = final("boggle", "generate", {"seed": "floor", "lang": "en"})
    assert failed["type"] == "error" and "everyday words" in failed["message"]


def _matchable(faces, dice):
    matched = {}

    def assign(face_index, seen):
        for d, die in enumerate(dice):
            if faces[face_index] in die and d not in seen:
                seen.add(d)
                if d not in matched or assign(matched[d], seen):
                    matched[d] = face_index
                    return True
        return False

    return all(assign(i, set()) for i in range(len(faces)))


@pytest.mark.parametrize("params, ok, reason", [
    ({"word": "plates"}, True, None),
    ({"word": "pe"}, False, "too short"),
    ({"word": "zebra"}, False, "not on the board"),
    ({"word": "pats", "found": ["pats"]}, False, "already found"),
    ({"word": "pest"}, False, "not on the board"),
    ({"word": "ners"}, False, "not in the word list"),
    ({"path": [[0, 0], [0, 1], [0, 2]]}, True, None),
    ({"path": [[0, 0], [2, 2], [0, 2]]}, False, "do not form a path"),
])
def test_check_gives_readable_reasons(params, ok, reason):
    result = final("boggle", "check", {"board": "PERS LATG SINE TERS", **params})
    assert result["ok"] is ok
    if reason:
        assert reason in result["reason"]
    else:
        assert result["score"] == boggle.points(result["word"])


@pytest.mark.parametrize("board, word", [
    ("OVER IPYH NGIM VORP", "overhyping"), ("OVER IPYH NGIM VORP", "improv"), ("DOJO LATS PENS TIRE", "dojo"),
])
def test_check_accepts_rarer_words_players_know(board, word):
    """Words a player knows that SCOWL size 70 did not hold (issue #27)."""
    result = final("boggle", "check", {"board": board, "word": word})
    assert result["ok"] is True and result["score"] == boggle.points(word)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.integers(3, 4))
def test_letter_scores_match_scoring_every_letter(seed, size):
    rng = Rng(f"wild {seed}")
    lexicon = load("en")
    faces = [rng.choice(["qu", *"abcdefghijklmnoprstuvwxyz", "e", "s", "t"]) for _ in range(size * size)]
    cell = rng.below(size * size)
    scores, other = boggle.letter_scores(faces, size, size, cell, lexicon, 3)
    for letter in ["qu", *"abcdefghijklmnoprstuvwxyz"]:
        board = faces[:cell] + [letter] + faces[cell + 1:]
        assert scores.get(letter, other) == boggle.score_of(boggle.find_words(board, size, size, lexicon, 3)), letter


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6))
def test_letter_scores_of_some_letters_match_scoring_each(seed):
    """A walk that takes only some letters at the wild cell scores those letters exactly."""
    rng = Rng(f"some letters {seed}")
    lexicon = load("en")
    faces = [rng.choice([*"aeinrst", *"bcdglmopu"]) for _ in range(16)]
    cell, letters = rng.below(16), tuple(rng.shuffled("aeiolnrstdgp")[:6])
    scores, other = boggle.letter_scores(faces, 4, 4, cell, lexicon, 3, letters)
    assert set(scores) <= set(letters)
    for letter in letters:
        board = faces[:cell] + [letter] + faces[cell + 1:]
        assert scores.get(letter, other) == boggle.score_of(boggle.find_words(board, 4, 4, lexicon, 3)), letter


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.integers(3, 5), st.integers(3, 4))
def test_board_score_is_the_score_of_the_words_found(seed, size, min_length):
    """The best-board search's walk without paths scores what find_words finds (Qu and blanks included)."""
    rng = Rng(f"score {seed}")
    faces = [rng.choice([*"aeinrst", *"aeinrst", *"bcdglmopu", "qu", ""]) for _ in range(size * size)]
    lexicon = load("en")
    expected = boggle.score_of(boggle.find_words(faces, size, size, lexicon, min_length))
    assert boggle.board_score(faces, size, size, lexicon, min_length) == expected
    single = [face if len(face) == 1 else "e" for face in faces]
    expected = boggle.score_of(boggle.find_words(single, size, size, lexicon, min_length))
    assert boggle.board_score(single, size, size, lexicon, min_length) == expected


def test_best_boards_are_made_of_the_common_letters():
    """The letters that make up 90% of ENABLE2K's letters are 16; the 3,625 board needs no other."""
    lexicon = Lexicon.from_file(ENABLE)
    letters = boggle.common_letters(lexicon)
    counts = lexicon.letter_counts
    total = sum(counts.values())
    share = sum(counts[letter] for letter in letters) / total
    assert len(letters) == 16 and 0.90 <= share < 0.90 + min(counts[letter] for letter in letters) / total
    assert set("perslatgsineters") <= set(letters)
    assert boggle.common_letters(load("nb"))[:3] == ["a", "d", "e"]


def test_best_board_streams_improvements_and_reuses_the_solver():
    events = list(boggle.best_board({"size": 4, "steps": 60, "seconds": 60, "seed": "t"}))
    boards = [e for e in events if e["type"] == "board"]
    assert [b["score"] for b in boards] == sorted(b["score"] for b in boards)
    final_event = events[-1]
    assert final_event["score"] == boards[-1]["score"]
    again = final("boggle", "solve", {"board": final_event["board"]})
    assert again["score"] == final_event["score"]
    assert set(boggle.parse_board(final_event["board"])[2]) <= set(boggle.common_letters(load("en")))
    assert list(boggle.best_board({"size": 4, "steps": 60, "seconds": 60, "seed": "t"})) == events  # the same search


@given(st.binary(min_size=4, max_size=40), st.integers(0, 2))
def test_any_decodable_code_is_a_board(payload, version):
    code = codes.pack(boggle.CODE_TAG, version, payload)
    try:
        puzzle = boggle.decode(code)
    except codes.CodeError as error:
        assert str(error)
        return
    assert final("boggle", "solve", {"code": code})["type"] == "result"
    assert len(puzzle["faces"]) == puzzle["rows"] * puzzle["cols"]


def test_points_table():
    assert [boggle.points("x" * n) for n in range(3, 10)] == [1, 1, 2, 3, 5, 11, 11]


def test_a_daily_is_never_another_size_or_dice():
    """boggle generate --daily D --size 5 would label a 5x5 board as that day's daily: refused."""
    for extra in ({"size": 5}, {"size": 6}, {"dice": "classic"}):
        refused = final("boggle", "generate", {"daily": "2026-11-27", "lang": "en", **extra})
        assert refused["type"] == "error" and refused["code"] == "generate.daily_standard"
        assert "number" not in refused
    daily = final("boggle", "generate", {"daily": "2026-11-27", "lang": "en", "size": 4})
    assert daily["number"] == 27 and daily == final("boggle", "generate", {"daily": "2026-11-27", "lang": "en"})
    other = final("boggle", "generate", {"seed": "2026-11-27", "lang": "en", "size": 5})
    assert other["type"] == "result" and other["rows"] == 5 and "number" not in other
