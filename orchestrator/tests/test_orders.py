"""Balanced orders (issue 35, item 7): every visit of a framework takes its blocks (its
datasets and its ping block) in an order drawn anew, reproducible from the seed, so that over
a run each block stands at each place about equally often."""

from __future__ import annotations

from collections import Counter

from serbench import fork

LABELS = ["small", "medium", "large", fork.PING]


def test_a_visit_order_is_a_reproducible_permutation():
    order = fork.visit_order(7, 1, 2, "jackson", LABELS)
    assert sorted(order) == sorted(LABELS)
    assert order == fork.visit_order(7, 1, 2, "jackson", LABELS)
    assert LABELS == ["small", "medium", "large", fork.PING], "the caller's list is left alone"


def test_the_order_is_drawn_anew_at_every_visit():
    orders = {tuple(fork.visit_order(7, f, r, name, LABELS))
              for f in (1, 2) for r in (1, 2, 3, 4) for name in ("jackson", "kryo", "avro")}
    assert len(orders) > 12, "24 visits draw many different orders, not one fixed order"


def test_every_block_stands_at_every_place_about_equally_often():
    places = Counter()
    visits = 0
    for seed in range(50):
        for f in (1, 2):
            for r in (1, 2, 3, 4):
                for name in ("jackson", "kryo", "avro"):
                    for index, label in enumerate(fork.visit_order(seed, f, r, name, LABELS)):
                        places[(label, index)] += 1
                    visits += 1
    expected = visits / len(LABELS)
    assert all(abs(places[(label, i)] - expected) < 0.15 * expected for label in LABELS for i in range(len(LABELS)))
