PAIRS = []
