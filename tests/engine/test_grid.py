from wordgames.grid import grid


def test_neighbours_of_corners_edges_and_middle():
    g = grid(4, 4)
    assert sorted(g.neighbours[0]) == [1, 4, 5]
    assert sorted(g.neighbours[5]) == [0, 1, 2, 4, 6, 8, 9, 10]
    assert len(g.neighbours[7]) == 5
    assert all(a in g.neighbours[b] for a in range(16) for b in g.neighbours[a])


def test_rectangles_and_paths():
    g = grid(2, 5)
    assert g.position(7) == (1, 2)
    assert g.is_path([0, 6, 2, 3]) and not g.is_path([0, 2]) and not g.is_path([0, 1, 0])
    assert not g.is_path([9, 10])
