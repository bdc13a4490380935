import pytest
from hypothesis import given, settings, strategies as st

from wordgames.custom import resolve
from wordgames.lexicon import ACCEPTED, BLOCKED, COMMON, LANGUAGES, NOT_A_WORD, RARE, Lexicon, LexiconError, load

words = st.text(alphabet="abcdeæø", min_size=1, max_size=8)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(words, st.sampled_from([ACCEPTED, COMMON, BLOCKED]), min_size=1, max_size=60),
       st.lists(words, max_size=20))
def test_automaton_holds_exactly_its_words_with_tiers(tiered, probes):
    lexicon = Lexicon.from_bytes(Lexicon.from_tiers(tiered, "test").to_bytes())
    assert list(lexicon) == sorted(tiered)
    assert len(lexicon) == len(tiered)
    for word in list(tiered) + probes:
        assert lexicon.tier(word) == tiered.get(word, NOT_A_WORD)
        assert (word in lexicon) == (tiered.get(word) in (ACCEPTED, COMMON))  # blocked: not a word
        node = lexicon.walk(word)
        assert (node >= 0 and lexicon.playable[node] == 1) == (word in lexicon)
        has_prefix = any(w.startswith(word) for w in tiered)
        assert (lexicon.walk(word) >= 0) == has_prefix
    assert lexicon.common_words == tuple(sorted(w for w, t in tiered.items() if t == COMMON))


def test_children_are_sorted_and_walkable():
    lexicon = Lexicon.from_tiers({"cab": ACCEPTED, "car": COMMON, "cat": COMMON, "dog": ACCEPTED}, "t")
    assert [c for c, _ in lexicon.children(lexicon.root)] == ["c", "d"]
    node = lexicon.walk("ca")
    assert [c for c, _ in lexicon.children(node)] == ["b", "r", "t"]
    assert lexicon.child(node, "z") == -1


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_child_letters_name_each_node_s_edges_in_order(language):
    lexicon = load(language)
    letters = {bit: letter for letter, bit in lexicon.letter_bits.items()}
    for node in range(0, len(lexicon.tiers), 7):  # every seventh node, the root included
        present = lexicon.child_letters[node]
        expected = list(lexicon.children(node))
        assert [letters[1 << p] for p in range(len(letters)) if present >> p & 1] == [c for c, _ in expected]
        for letter, child in expected:
            bit = lexicon.letter_bits[letter]
            edge = lexicon.first[node] + (present & (bit - 1)).bit_count()
            assert lexicon.targets[edge] == child


def test_suffixes_are_shared():
    """A minimal automaton stores shared endings once."""
    plain = Lexicon.from_tiers({w: ACCEPTED for w in ("walking", "talking", "stalking")}, "t")
    assert len(plain.tiers) < len("walking") + len("talking") + len("stalking")


def test_english_lexicon(en):
    assert "house" in en and "houses" in en
    assert en.is_common("house")
    assert "hous" not in en and "xqzt" not in en
    assert "House" in en  # lookups normalize case
    assert all(len(w) >= 3 and w.isalpha() and w.islower() for w in en.common_words[:2000])
    assert all(en.is_blocked(w) and w not in en and w not in en.common_words for w in ("shit", "fuck"))
    assert 200_000 < len(en) < 300_000 and 15_000 < len(en.common_words) < 25_000


def test_english_accepts_the_rarer_words_a_player_knows(en):
    """SCOWL size 80 and its variants, accents off: accepted, yet never common (puzzles stay as they were)."""
    for word in ("dojo", "improv", "overhyping", "cafe", "fiance", "donut", "snuck"):
        assert word in en and not en.is_common(word), word
    for name in ("james", "paul", "paris"):  # lower-case words of SCOWL size 80, but names first
        assert name not in en, name


def test_norwegian_lexicon(nb):
    assert "hus" in nb and "blåbær" in nb and nb.is_common("hus")
    assert "computerise" not in nb and "hus" not in load("en")
    assert set("æøå") <= set(nb.alphabet)


def test_word_list_file(tmp_path):
    path = tmp_path / "mine.txt"
    path.write_text("Zebra\nyak\n\nnot a word\nx-ray\nyak\n", encoding="utf-8")
    lexicon = Lexicon.from_file(path)
    assert list(lexicon) == ["yak", "zebra"]
    assert lexicon.meta["skipped"] == 2
    assert lexicon.is_common("zebra")


def test_bad_word_lists_and_languages(tmp_path):
    with pytest.raises(LexiconError, match="cannot read"):
        Lexicon.from_file(tmp_path / "missing.txt")
    empty = tmp_path / "empty.txt"
    empty.write_text("123\n", encoding="utf-8")
    with pytest.raises(LexiconError, match="holds no words"):
        Lexicon.from_file(empty)
    with pytest.raises(LexiconError, match="no words in the language"):
        load("xx")
    with pytest.raises(LexiconError, match="not a wordgames lexicon"):
        Lexicon.from_bytes(b"garbage")


def test_resolve_prefers_a_word_list(tmp_path, en):
    path = tmp_path / "w.txt"
    path.write_text("abc\n", encoding="utf-8")
    assert list(resolve({"wordlist": str(path), "lang": "en"})) == ["abc"]
    assert resolve({"lang": "en"}) is en


def test_bokmal_accepts_the_forms_only_its_hunspell_dictionary_holds_as_rare_words():
    """Older spellings and technical compounds of hunspell's nb_NO that the Bokmål word list lacks
    (issue #27, item 4) are played, in the rare tier: no puzzle is built or judged by them."""
    bokmal = load("nb")
    for word in ("efterlevning", "sproglig", "vektorfunksjonens", "anisotropi", "rullesten"):
        assert bokmal.tier(word) == RARE, word
    assert bokmal.tier("bil") == COMMON and bokmal.tier("onomatopoetisk") == ACCEPTED


def test_letter_counts_count_every_letter_of_every_playable_word():
    """Counted on the automaton: the same as counting word by word, blocked words left out."""
    tiers = {"stare": COMMON, "tears": ACCEPTED, "rates": RARE, "aster": COMMON, "star": COMMON,
             "tsar": ACCEPTED, "sat": COMMON, "arse": BLOCKED, "eerie": COMMON}
    counts = Lexicon.from_tiers(tiers, "en").letter_counts
    playable = [word for word, tier in tiers.items() if tier != BLOCKED]
    assert counts == {letter: sum(word.count(letter) for word in playable) for letter in "aeirst"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_built_in_lexicons_store_their_letter_counts_and_use_them(language):
    """Counted when the lexicon is compiled (the first best-board search then does not count for
    0.4 s without yielding): the stored counts are the counted ones, and the ones used."""
    lexicon = load(language)
    assert lexicon.meta["letter_counts"] == lexicon.count_letters()
    assert lexicon.letter_counts == lexicon.count_letters()
    assert list(lexicon.letter_counts) == list(lexicon.alphabet)
    stored = Lexicon.from_bytes(lexicon.to_bytes().replace(b'"letter_counts": {"a": ', b'"letter_counts": {"a": 1', 1))
    assert stored.letter_counts["a"] == int("1" + str(lexicon.count_letters()["a"]))  # read, not counted


def test_letter_counts_of_bokmaal_have_e_most_and_every_letter():
    counts = load("nb").letter_counts
    assert counts["e"] == max(counts.values()) and min(counts[letter] for letter in "æøå") > 0
