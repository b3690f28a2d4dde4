TYPES = []
