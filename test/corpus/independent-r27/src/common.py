"""Made-up names and small helpers shared by the carriers (filler only, never special text)."""
import json

FIRST = ['Amara', 'Bence', 'Chiara', 'Dmitri', 'Elif', 'Farah', 'Goran', 'Hana', 'Ines', 'Jonas', 'Kavya',
         'Luca', 'Mirela', 'Nkechi', 'Oskar', 'Priya', 'Quentin', 'Rosa', 'Sven', 'Thao', 'Umar', 'Vera']
LAST = ['Abara', 'Brandt', 'Castel', 'Dvorak', 'Eskola', 'Ferreira', 'Grunwald', 'Halloran', 'Ishikawa',
        'Jovanovic', 'Kowalczyk', 'Lindqvist', 'Moreau', 'Nakamura', 'Okonkwo', 'Petrov', 'Quint', 'Rautio']
UNIS = ['Northvale University', 'Kestrel Institute of Technology', 'University of Lowmarsh',
        'Ardent College', 'Saltmere Polytechnic', 'Brightwater University']
TOPICS = ['soil microbiome resilience', 'graph neural networks for traffic', 'medieval trade ledgers',
          'low-power sensor networks', 'bilingual reading acquisition', 'coral bleaching thresholds',
          'federated learning privacy', 'urban heat islands', 'protein folding kinetics']


def person(r):
    return f'{r.choice(FIRST)} {r.choice(LAST)}'


def js(obj):
    return json.dumps(obj, ensure_ascii=False, indent=1)
