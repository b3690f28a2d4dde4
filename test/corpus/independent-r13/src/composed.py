def build(rng):
    return []
