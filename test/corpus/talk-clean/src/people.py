# Made-up people, places and numbers for the conversations set (no real person, domain or account).
FIRST = ['Ana', 'Tom', 'Priya', 'Jonas', 'Mei', 'Kwame', 'Lucia', 'Oskar', 'Farah', 'Diego', 'Ines', 'Ravi',
         'Sofia', 'Emeka', 'Hana', 'Bruno', 'Leila', 'Marek', 'Yuki', 'Nadia', 'Pablo', 'Greta', 'Tariq', 'Elin']
LAST = ['Morrow', 'Quillan', 'Vesterby', 'Ashdown', 'Okonji', 'Pellard', 'Trinh', 'Halvorsen', 'Castellan',
        'Brightwater', 'Nakashiro', 'Dumont', 'Varga', 'Silvano', 'Ekwueme', 'Lindqvist']
DOMAINS = ['northwind-example.com', 'larkspur.example', 'bluefern.test', 'corvid-labs.example', 'tallowmere.test',
           'oakhaven.example', 'quaystone.test', 'ferrowind.example']
DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
MONTHS = ['March', 'April', 'May', 'June', 'September', 'October']
FILES = ['Q3_deck_v4.pptx', 'budget-2026.xlsx', 'NDA_signed.pdf', 'roadmap.docx', 'invoice_0412.pdf',
         'floorplan.png', 'minutes-2026-10-14.md', 'contract_final_v2.pdf']
TOOLS_ = ['Jira', 'Salesforce', 'the shared drive', 'Figma', 'the HR portal', 'Notion', 'the billing dashboard']


def slots(rng):
    f, g = rng.sample(FIRST, 2)
    d = rng.choice(DOMAINS)
    return {
        'first': f, 'other': g, 'last': rng.choice(LAST),
        'email': f'{g.lower()}@{d}', 'email2': f'{f.lower()}.{rng.choice(LAST).lower()}@{rng.choice(DOMAINS)}',
        'url': f'https://{d}/{rng.choice(["share", "docs", "poll", "forms", "s"])}/{rng.randrange(10000, 99999)}',
        'day': rng.choice(DAYS), 'month': rng.choice(MONTHS), 'file': rng.choice(FILES),
        'tool': rng.choice(TOOLS_), 'num': str(rng.randrange(100, 999)),
        'iban': f'XK{rng.randrange(10, 99)} 0000 {rng.randrange(1000, 9999)} {rng.randrange(1000, 9999)} {rng.randrange(10, 99)}',
        'phone': f'+99 {rng.randrange(100, 999)} {rng.randrange(1000, 9999)}', 'amount': f'{rng.randrange(2, 90) * 50}',
        'time': f'{rng.randrange(8, 18)}:{rng.choice(["00", "15", "30", "45"])}', 'code': str(rng.randrange(100000, 999999)),
    }
