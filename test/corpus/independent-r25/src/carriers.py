# Carriers for the round 25 independent set: conversations between people and the records they leave, in
# the shapes tools hand them to an agent. Each carrier takes a seeded Random (one seed per pair, so twins
# share every name, time and filler line) and the special parts, and places the parts in the same place.
import json

FIRST = ["Aisha", "Bruno", "Chen", "Dana", "Emeka", "Farah", "Goran", "Hana", "Ilse", "Jonas", "Keiko",
         "Luis", "Mira", "Nikhil", "Olga", "Pablo", "Quinn", "Rania", "Sven", "Tamar", "Uma", "Viktor",
         "Wen", "Ximena", "Yusuf", "Zofia", "Arjun", "Beatriz", "Callum", "Dilnoza"]
LAST = ["Okafor", "Lindqvist", "Moreau", "Tanaka", "Ferreira", "Novak", "Haddad", "Kowalski", "Brennan",
        "Sato", "Rahman", "Petrov", "Castillo", "Virtanen", "Osei", "Marchetti", "Demir", "Iversen"]
TOPICS = ["Q3 planning", "vendor review", "onboarding revamp", "spring fundraiser", "site migration",
          "budget check-in", "hiring sync", "renovation update", "partner call", "release retro",
          "tenants' meeting", "weekly ops"]
ORGS = ["Brightwell", "Kestrel Labs", "Northgate Co-op", "Pellucid", "Tidewater Foods", "Orrin & Vale",
        "Saltmarsh Studio", "Quarry Lane", "Halden Health", "Mosswood"]
DOMAINS = ["brightwell.example", "kestrel-labs.example", "northgate-coop.example", "pellucid.example",
           "tidewater.example", "orrinvale.example"]

TALK = ["sounds good", "can we move on to the next item?", "I'll check and get back to you", "agreed",
        "sorry, I was on mute", "let's take that offline", "any other business?", "thanks all",
        "I can do Thursday", "the numbers are in the shared folder", "does that work for everyone?",
        "I'll send the slides after", "we're a bit over time", "good point", "noted",
        "can you hear me now?", "let's revisit next week", "that's fine by me"]
CHAT = ["👍", "ok", "thanks!", "on it", "lol", "running 5 min late", "nice", "brb", "+1", "done ✅",
        "who has the link?", "see you tomorrow", "got it", "🙏", "haha fair", "will do"]
SUPPORT_AGENT = ["Thanks for contacting us, how can I help today?", "Let me check that for you.",
                 "Could you confirm the order number?", "I can see the order here.",
                 "Is there anything else I can help with?", "One moment please."]
SUPPORT_CUST = ["hi, I have a question about my order", "it's 4471-22", "ok thanks",
                "it was supposed to arrive Monday", "that's all, thanks", "sure"]


def name(r):
    return f"{r.choice(FIRST)} {r.choice(LAST)}"


def people(r, n):
    out = []
    while len(out) < n:
        p = name(r)
        if p.split()[0] not in [q.split()[0] for q in out]:
            out.append(p)
    return out


def firsts(ps):
    return [p.split()[0] for p in ps]


def clock(r):
    return f"{r.randint(8, 21):02d}:{r.randint(0, 59):02d}"


def clocks(r, n):
    """n increasing HH:MM times within one day."""
    t, out = r.randint(8 * 60, 14 * 60), []
    for _ in range(n):
        out.append(f"{t // 60:02d}:{t % 60:02d}")
        t += r.randint(0, 25)
    return out


def dates(r, n):
    """n increasing dates within one year."""
    d, out = r.randint(0, 200), []
    for _ in range(n):
        out.append(f"2026-{d // 28 + 1:02d}-{d % 28 + 1:02d}")
        d += r.randint(0, 4)
    return out


def date(r):
    return f"2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}"


def email(p, dom):
    return p.lower().replace(" ", ".") + "@" + dom


def js(obj):
    return json.dumps(obj, ensure_ascii=False, indent=1)


# Everyday turns in the pair's language (set by build.py per pair; empty for English).
LOCAL = []
# Whether the pair's speaker is on the business side (agent, seller, host, shop staff); set per pair.
STAFF = False


def say(r, pool):
    """A filler turn: from the carrier's pool, or now and then one in the pair's language."""
    x = r.choice(pool)
    return r.choice(LOCAL) if LOCAL and r.random() < 0.4 else x


def turns(r, parts, speakers, pool, before, after, split_speaker=True):
    """Filler turns around the special turns; the second part goes to another speaker when split_speaker."""
    nb, na = r.randint(*before), r.randint(*after)
    s1 = r.choice(speakers)
    s2 = r.choice([s for s in speakers if s != s1]) if split_speaker else s1
    mid = say(r, pool)
    out = [(r.choice(speakers), say(r, pool)) for _ in range(nb)]
    out.append((s1, parts[0]))
    if len(parts) == 2:
        if not split_speaker:
            out.append((r.choice([s for s in speakers if s != s1]), mid))
        out.append((s2, parts[1]))
    out += [(r.choice(speakers), say(r, pool)) for _ in range(na)]
    return out


def joined(parts):
    return " ".join(parts)


def secs(r, n, start=60, step=(6, 40)):
    t, out = start + r.randint(0, 600), []
    for _ in range(n):
        out.append(t)
        t += r.randint(*step)
    return out


def ts(t, sep=":"):
    return f"{t // 3600:02d}:{t // 60 % 60:02d}{sep}{t % 60:02d}"


# ---- meeting ----
def zoom_get_transcript(r, parts):
    ps = people(r, 4)
    tt = turns(r, parts, ps, TALK, (3, 5), (2, 4))
    lines = [f"{ts(t)} {s}: {x}" for t, (s, x) in zip(secs(r, len(tt)), tt)]
    return f"Meeting: {r.choice(TOPICS)} ({date(r)})\n" + "\n".join(lines)


def teams_meeting_recap(r, parts):
    ps = people(r, 4)
    tt = turns(r, parts, ps, TALK, (2, 3), (1, 3))
    return js({"meetingTitle": r.choice(TOPICS), "organizer": ps[0], "attendeeCount": len(ps) + r.randint(0, 3),
               "aiNotes": {"status": "generated", "followUpTasks": r.randint(1, 4)},
               "transcriptSegments": [{"speaker": s, "text": x} for s, x in tt]})


def otter_export_notes(r, parts):
    ps = people(r, 3)
    tt = turns(r, parts, firsts(ps), TALK, (2, 4), (2, 3), split_speaker=False)
    body = "\n\n".join(f"{s}  {ts(t)}\n{x}" for t, (s, x) in zip(secs(r, len(tt)), tt))
    return (f"# {r.choice(TOPICS)}\n{date(r)} · {r.randint(22, 58)} min · {', '.join(ps)}\n\n"
            f"## Keywords\n{', '.join(r.sample(['budget', 'timeline', 'vendor', 'launch', 'hiring', 'contract', 'venue'], 3))}\n\n"
            f"## Transcript\n\n{body}")


def gmeet_transcript_doc(r, parts):
    ps = people(r, 5)
    tt = turns(r, parts, ps, TALK, (3, 6), (1, 3))
    return (f"Transcript: {r.choice(TOPICS)}\nAttendees: {', '.join(ps)}\n\n"
            + "\n\n".join(f"{s}: {x}" for s, x in tt) + "\n\nMeeting ended after " + str(r.randint(20, 70)) + " minutes")


def fireflies_action_items(r, parts):
    ps = people(r, 4)
    items = [{"owner": r.choice(ps), "text": x, "due": date(r)} for x in
             r.sample(["Send revised budget", "Book venue walkthrough", "Update the tracker",
                       "Share interview loop", "Confirm vendor quote"], 2)]
    pos = r.randint(0, 2)
    special = [{"owner": r.choice(ps), "text": p, "due": None, "source": "transcript"} for p in parts]
    items[pos:pos] = special
    return js({"title": r.choice(TOPICS), "date": date(r), "participants": ps,
               "summary": {"overview": f"The team discussed the {r.choice(['timeline', 'budget', 'vendor shortlist'])} and next steps.",
                           "action_items": items}})


# ---- chat ----
def slack_conversations_history(r, parts):
    ps = [f"U0{r.randint(1000000, 9999999)}" for _ in range(4)]
    tt = turns(r, parts, ps, CHAT, (2, 5), (1, 3))
    base = 1764000000 + r.randint(0, 9000000)
    msgs = [{"type": "message", "user": s, "text": x, "ts": f"{base + 37 * i}.{r.randint(100000, 999999)}"}
            for i, (s, x) in enumerate(tt)]
    return js({"ok": True, "channel": f"C0{r.randint(1000000, 9999999)}", "messages": msgs[::-1], "has_more": False})


def slack_thread_replies(r, parts):
    ps = firsts(people(r, 4))
    parent = {"user": ps[0], "text": f"Thread for the {r.choice(TOPICS)} follow-ups 🧵", "reply_count": 0,
              "reactions": [{"name": "eyes", "count": r.randint(1, 5)}]}
    tt = turns(r, parts, ps[1:], CHAT, (1, 3), (1, 2))
    replies = [{"user": s, "text": x} for s, x in tt]
    for m in replies:
        if r.random() < 0.4:
            m["reactions"] = [{"name": r.choice(["+1", "white_check_mark", "pray"]), "count": r.randint(1, 4)}]
    parent["reply_count"] = len(replies)
    return js({"ok": True, "messages": [parent] + replies})


def discord_channel_messages(r, parts):
    ps = [r.choice(["nightowl", "pixel", "mossy", "kaito", "brick", "juno", "fern"]) + str(r.randint(1, 99)) for _ in range(4)]
    tt = turns(r, parts, ps, CHAT, (2, 5), (1, 3))
    out = [f"#{r.choice(['general', 'events', 'help', 'off-topic'])}"]
    for c, (s, x) in zip(clocks(r, len(tt)), tt):
        out.append(f"[{c}] {s}: {x}")
        if r.random() < 0.3:
            out.append(f"    reactions: {r.choice(['👍', '🔥', '😂'])} {r.randint(1, 9)}")
    return "\n".join(out)


def whatsapp_export_chat(r, parts):
    ps = firsts(people(r, 4))
    tt = turns(r, parts, ps, CHAT, (3, 6), (1, 3))
    d = f"{r.randint(1, 28):02d}/{r.randint(1, 11):02d}/2026"
    return "\n".join(f"{d}, {c} - {s}: {x}" for c, (s, x) in zip(clocks(r, len(tt)), tt))


def telegram_group_history(r, parts):
    ps = firsts(people(r, 4))
    tt = turns(r, parts, ps, CHAT, (2, 4), (1, 2))
    msgs, mid, day = [], r.randint(1000, 9000), date(r)
    for i, (c, (s, x)) in enumerate(zip(clocks(r, len(tt)), tt)):
        m = {"id": mid + i, "from": s, "date": f"{day}T{c}:00", "text": x}
        if i and r.random() < 0.3:
            m["reply_to_message_id"] = mid + i - 1
        msgs.append(m)
    return js({"name": f"{r.choice(ORGS)} {r.choice(['team', 'volunteers', 'parents', 'residents'])}", "type": "private_supergroup", "messages": msgs})


def mattermost_posts(r, parts):
    ps = [f"{f.lower()}.{l.lower()[:3]}" for f, l in (p.split() for p in people(r, 4))]
    tt = turns(r, parts, ps, CHAT, (1, 4), (1, 3), split_speaker=False)
    posts = {}
    order = []
    for i, (s, x) in enumerate(tt):
        pid = f"p{r.randint(10**8, 10**9)}"
        posts[pid] = {"id": pid, "user_id": s, "message": x, "create_at": 1764000000000 + i * 61000}
        order.append(pid)
    return js({"order": order[::-1], "posts": posts})


# ---- calendar ----
def gcal_get_event(r, parts):
    ps = people(r, 4)
    dom = r.choice(DOMAINS)
    d = date(r)
    return js({"kind": "calendar#event", "summary": r.choice(TOPICS), "start": {"dateTime": f"{d}T{clock(r)}:00Z"},
               "organizer": {"email": email(ps[0], dom)},
               "attendees": [{"email": email(p, dom), "responseStatus": r.choice(["accepted", "needsAction", "tentative"])} for p in ps[1:]],
               "description": f"Hi all, {r.choice(['dial-in below', 'room 3B', 'we will use the usual link'])}.\n\n" + "\n".join(parts),
               "location": r.choice(["Room 3B", "Online", "Café Lindgren"])})


def outlook_event_body(r, parts):
    ps = people(r, 4)
    return (f"Subject: {r.choice(TOPICS)}\nOrganizer: {ps[0]}\nRequired: {'; '.join(ps[1:3])}\nOptional: {ps[3]}\n"
            f"When: {date(r)} {r.randint(8, 16):02d}:00-{r.randint(17, 18):02d}:00\nWhere: Microsoft Teams meeting\n\n"
            + "\n".join(parts) + f"\n\n________________\nJoin on your computer or mobile app\nMeeting ID: {r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}")


def ics_invite_fetch(r, parts):
    ps = people(r, 3)
    dom = r.choice(DOMAINS)
    d = date(r).replace("-", "")
    desc = "\\n".join(parts).replace(",", "\\,").replace(";", "\\;")
    return ("BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\n" f"UID:{r.randint(10**9, 10**10)}@{dom}\n"
            f"DTSTART:{d}T{r.randint(8, 17):02d}0000Z\nSUMMARY:{r.choice(TOPICS)}\n"
            f"ORGANIZER;CN={ps[0]}:mailto:{email(ps[0], dom)}\n"
            + "".join(f"ATTENDEE;CN={p};PARTSTAT=NEEDS-ACTION:mailto:{email(p, dom)}\n" for p in ps[1:])
            + f"DESCRIPTION:{desc}\nEND:VEVENT\nEND:VCALENDAR")


# ---- doc-comment ----
def gdocs_list_comments(r, parts):
    ps = people(r, 3)
    c = {"author": {"displayName": ps[1]}, "content": parts[0],
         "quotedFileContent": {"value": r.choice(["Section 2: Timeline", "the rollout plan", "Appendix B"])}, "resolved": False,
         "replies": []}
    if len(parts) == 2:
        c["replies"].append({"author": {"displayName": ps[2]}, "content": parts[1]})
    other = {"author": {"displayName": ps[0]}, "content": r.choice(["Typo here", "Can we cut this?", "Source?"]), "resolved": True, "replies": []}
    cs = [other, c] if r.random() < 0.5 else [c, other]
    return js({"comments": cs})


def word_track_changes(r, parts):
    ps = people(r, 3)
    head = (f"Document: {r.choice(['Tenancy agreement', 'Vendor MSA', 'Grant proposal', 'Policy draft'])} v{r.randint(2, 9)}\n"
            f"[Insertion] {ps[0]}: \"within {r.randint(10, 60)} days\"\n[Deletion] {ps[1]}: \"at the sole discretion of\"\n")
    said = [f"[Comment C{r.randint(1, 9)}] {ps[2]}: {parts[0]}"] + [f"  [Reply] {ps[0]}: {p}" for p in parts[1:]]
    return head + "\n".join(said) + f"\n[Formatting] {ps[1]}: Heading 2"


def notion_page_comments(r, parts):
    ps = people(r, 3)
    rich = [{"type": "text", "text": {"content": p + (" " if i < len(parts) - 1 else "")}} for i, p in enumerate(parts)]
    return js({"object": "list", "results": [
        {"object": "comment", "discussion_id": f"d{r.randint(1000, 9999)}", "created_by": {"name": ps[0]},
         "rich_text": [{"type": "text", "text": {"content": r.choice(["Looks good to me", "Updated the table"])}}]},
        {"object": "comment", "discussion_id": f"d{r.randint(1000, 9999)}", "created_by": {"name": ps[1]}, "rich_text": rich}]})


def confluence_inline_comments(r, parts):
    ps = people(r, 2)
    html = "".join(f"<p>{p}</p>" for p in parts)
    return js({"results": [{"id": str(r.randint(10**6, 10**7)), "title": f"Re: {r.choice(TOPICS)}",
                            "history": {"createdBy": {"displayName": ps[0]}},
                            "extensions": {"location": "inline", "inlineProperties": {"originalSelection": r.choice(["go-live date", "owner", "scope"])}},
                            "body": {"storage": {"value": html, "representation": "storage"}}}]})


# ---- call ----
def callcenter_transcript_get(r, parts):
    agent = f"AGENT ({r.choice(FIRST)})"
    out = [(agent, r.choice(SUPPORT_AGENT[:1])), ("CUSTOMER", r.choice(SUPPORT_CUST[:2])), (agent, r.choice(SUPPORT_AGENT[1:4]))]
    who, other = (agent, "CUSTOMER") if STAFF else ("CUSTOMER", agent)
    out.append((who, parts[0]))
    if len(parts) == 2:
        out.append((other, "mm-hm"))
        out.append((who, parts[1]))
    out.append((agent, r.choice(SUPPORT_AGENT[4:])))
    return f"Call ID {r.randint(10**6, 10**7)} · queue {r.choice(['billing', 'orders', 'accounts'])} · {r.randint(3, 14)}m{r.randint(0, 59)}s\n" + "\n".join(f"{s}: {x}" for s, x in out)


def voicemail_transcribe(r, parts):
    return js({"from": f"+1 555 {r.randint(100, 999)} {r.randint(1000, 9999)}", "received": f"{date(r)}T{clock(r)}:00",
               "duration_sec": r.randint(18, 95), "confidence": round(r.uniform(0.71, 0.97), 2),
               "transcript": " ".join(parts) + " " + r.choice(["Thanks, bye.", "Call me back when you can.", "Okay, talk soon."])})


def twilio_call_transcript(r, parts):
    tt = turns(r, parts, ["1", "2"], TALK, (2, 3), (1, 2))
    return js({"sid": f"GT{r.randint(10**15, 10**16)}", "status": "completed",
               "sentences": [{"media_channel": int(s), "start_time": t / 10, "transcript": x} for t, (s, x) in zip(secs(r, len(tt)), tt)]})


def gong_call_highlights(r, parts):
    ps = people(r, 3)
    return js({"call": {"title": f"{r.choice(ORGS)} <> {r.choice(ORGS)}", "duration": r.randint(900, 3600)},
               "highlights": [{"title": "Next steps", "items": [{"speaker": r.choice(ps), "text": p} for p in parts]},
                              {"title": "Pricing", "items": [{"speaker": ps[0], "text": r.choice(["Discussed tiered pricing.", "Asked about annual billing."])}]}]})


# ---- sms ----
def sms_inbox_list(r, parts):
    nums = [f"+44 7{r.randint(100, 999)} {r.randint(100000, 999999)}" for _ in range(3)]
    ds = dates(r, 4)
    msgs = [{"from": nums[0], "body": r.choice(["Your parcel is out for delivery.", "Dentist reminder: Tue 10:30"]), "date": ds[0]}]
    msgs += [{"from": nums[1], "body": p, "date": ds[1 + i]} for i, p in enumerate(parts)]
    msgs.append({"from": nums[2], "body": r.choice(CHAT), "date": ds[3]})
    return js({"messages": msgs})


def imessage_thread_read(r, parts):
    other = r.choice(FIRST)
    tt = turns(r, parts, [other, "Me"], CHAT, (1, 3), (1, 2), split_speaker=False)
    return f"Conversation with {other}\n" + "\n".join(f"[{c}] {s}: {x}" for c, (s, x) in zip(clocks(r, len(tt)), tt))


def signal_dm_export(r, parts):
    ps = firsts(people(r, 2))
    tt = turns(r, parts, ps, CHAT, (2, 4), (0, 2), split_speaker=False)
    day = date(r)
    return "\n".join(f"{day} {c} | {s} | {x}" for c, (s, x) in zip(clocks(r, len(tt)), tt))


# ---- social ----
def handle(r):
    return "@" + r.choice(["sunny", "the_real", "daily", "urban", "quiet", "mx"]) + r.choice(["fox", "kettle", "runner", "cats", "lens"]) + str(r.randint(1, 999))


def x_get_replies(r, parts):
    hs = [handle(r) for _ in range(4)]
    reps = [{"author": hs[0], "text": r.choice(["this 👆", "so true", "source?"]), "likes": r.randint(0, 80)}]
    reps += [{"author": hs[1 + i], "text": p, "likes": r.randint(0, 40)} for i, p in enumerate(parts)]
    reps.append({"author": hs[3], "text": r.choice(["lol", "following", "bookmarking this"]), "likes": r.randint(0, 9)})
    return js({"conversation_id": str(r.randint(10**17, 10**18)), "replies": reps})


def instagram_dm_inbox(r, parts):
    h = handle(r)
    msgs = [{"sender": "me", "text": r.choice(["hi! is this still available?", "saw your story 😍"])}]
    msgs += [{"sender": h, "text": p} for p in parts]
    return js({"thread": {"with": h, "messages": msgs}})


def facebook_comments_get(r, parts):
    ps = people(r, 4)
    data = [{"from": {"name": ps[0]}, "message": r.choice(["Great event!", "When is the next one?"]), "like_count": r.randint(0, 30)},
            {"from": {"name": ps[1]}, "message": parts[0], "like_count": r.randint(0, 12),
             "comments": {"data": [{"from": {"name": ps[2]}, "message": parts[1]}] if len(parts) == 2 else []}},
            {"from": {"name": ps[3]}, "message": r.choice(CHAT), "like_count": r.randint(0, 5)}]
    return js({"data": data, "paging": {"cursors": {"after": "QVFI" + str(r.randint(10**5, 10**6))}}})


def linkedin_messages(r, parts):
    ps = people(r, 2)
    tt = turns(r, parts, ps, ["Thanks for connecting!", "Happy to chat.", "Sounds great.", "Let me know."], (1, 2), (0, 1), split_speaker=False)
    return "\n\n".join(f"{s} · {d}\n{x}" for d, (s, x) in zip(dates(r, len(tt)), tt))


# ---- forum ----
def reddit_thread_comments(r, parts):
    us = ["u/" + handle(r)[1:] for _ in range(4)]
    out = [f"r/{r.choice(['homeautomation', 'smallbusiness', 'sysadmin', 'cooking'])} · {r.choice(['Help with setup', 'Anyone else?', 'Weekly thread'])}"]
    out.append(f"{us[0]} · {r.randint(2, 300)} points\n{r.choice(['Same problem here.', 'Following.'])}")
    out.append(f"  {us[1]} · {r.randint(1, 90)} points\n  {parts[0]}")
    if len(parts) == 2:
        out.append(f"    {us[2]} · {r.randint(1, 40)} points\n    {parts[1]}")
    out.append(f"{us[3]} · {r.randint(1, 20)} points\n{r.choice(['Thanks!', 'Nice.'])}")
    return "\n\n".join(out)


def discourse_topic_posts(r, parts):
    us = [handle(r)[1:] for _ in range(3)]
    posts = [{"post_number": 1, "username": us[0], "cooked": f"<p>{r.choice(['Install fails on step 3', 'Sync stopped working'])}</p>"}]
    posts += [{"post_number": 2 + i, "username": us[1 + i], "cooked": f"<p>{p}</p>"} for i, p in enumerate(parts)]
    return js({"id": r.randint(1000, 99999), "title": r.choice(["Install fails", "Sync issue"]), "post_stream": {"posts": posts}})


def stackexchange_answers(r, parts):
    return js({"items": [{"answer_id": r.randint(10**7, 10**8), "score": r.randint(0, 40), "is_accepted": r.random() < 0.5,
                          "owner": {"display_name": name(r)}, "body_markdown": "\n\n".join(parts)},
                         {"answer_id": r.randint(10**7, 10**8), "score": r.randint(0, 5), "is_accepted": False,
                          "owner": {"display_name": name(r)}, "body_markdown": "Did you try clearing the cache?"}]})


# ---- support ----
def zendesk_ticket_comments(r, parts):
    ids = [r.randint(10**9, 10**10) for _ in range(2)]
    cs = [{"author_id": ids[0], "public": True, "body": r.choice(SUPPORT_CUST[:1])}]
    cs += [{"author_id": ids[1 if STAFF else 0], "public": True, "body": p} for p in parts]
    cs.append({"author_id": ids[0], "public": True, "body": r.choice(SUPPORT_CUST[2:])})
    return js({"comments": cs, "count": len(cs)})


def intercom_conversation_parts(r, parts):
    ps = firsts(people(r, 2))
    items = [{"part_type": "comment", "author": {"type": "user", "name": ps[0]}, "body": "<p>" + r.choice(SUPPORT_CUST[:1]) + "</p>"}]
    author = {"type": "admin", "name": ps[1]} if STAFF else {"type": "user", "name": ps[0]}
    items += [{"part_type": "comment", "author": author, "body": f"<p>{p}</p>"} for p in parts]
    return js({"type": "conversation", "conversation_parts": {"conversation_parts": items}})


def livechat_transcript(r, parts):
    cust, ag = r.choice(FIRST), r.choice(FIRST)
    who = ag if STAFF else cust
    tt = [(ag, SUPPORT_AGENT[0]), (cust, r.choice(SUPPORT_CUST[:1]))] + [(who, p) for p in parts] + [(ag, SUPPORT_AGENT[1])]
    cs = clocks(r, len(tt))
    return f"Chat started {date(r)} {cs[0]}\n" + "\n".join(f"({c}) {s}: {x}" for c, (s, x) in zip(cs, tt))


def freshdesk_conversations(r, parts):
    return js([{"id": r.randint(10**6, 10**7), "incoming": not STAFF, "private": False, "body_text": p} for p in parts]
              + [{"id": r.randint(10**6, 10**7), "incoming": False, "private": True, "body_text": "Escalated to tier 2."}])


# ---- marketplace ----
def airbnb_host_messages(r, parts):
    g, h = r.choice(FIRST), r.choice(FIRST)
    msgs = [{"sender": h, "role": "host", "text": "Welcome! Let me know if you have questions."}]
    msgs += [{"sender": h, "role": "host", "text": p} if STAFF else {"sender": g, "role": "guest", "text": p} for p in parts]
    return js({"reservation": f"HM{r.randint(10**7, 10**8)}", "listing": r.choice(["Loft near the river", "Garden flat", "Studio by the station"]), "messages": msgs})


def etsy_conversation(r, parts):
    b, s = r.choice(FIRST), r.choice(ORGS)
    tt = [(b, r.choice(["Hi, does this come in blue?", "Can you ship by Friday?"])), (s, r.choice(["Yes!", "Let me check."]))] + [(s if STAFF else b, p) for p in parts]
    return f"Order #{r.randint(10**9, 10**10)}\n" + "\n".join(f"{x} — {y}" for x, y in tt)


def booking_guest_requests(r, parts):
    return js({"reservation_id": str(r.randint(10**9, 10**10)), "guest": name(r), "checkin": date(r), "nights": r.randint(1, 6),
               **({"special_requests": "Late check-in, around 23:00.", "messages": [{"from": "guest", "text": "Is parking available?"}]
                   + [{"from": "property", "text": p} for p in parts]} if STAFF else
                  {"special_requests": parts[0], "messages": [{"from": "guest", "text": p} for p in parts[1:]] + [{"from": "property", "text": "Noted, thank you."}]})})


# ---- interview ----
def dovetail_interview_notes(r, parts):
    out = [f"# Interview P{r.randint(1, 9)}: {r.choice(['checkout', 'onboarding', 'mobile app'])} study", f"Date: {date(r)}", "", "## Highlights"]
    out.append(f"- \"{r.choice(['I mostly use it on my phone', 'Pricing was clear'])}\" #context")
    out += [f"- \"{p}\" #pain-point" for p in parts]
    out.append(f"- \"{r.choice(['I would recommend it', 'Support was quick'])}\" #positive")
    return "\n".join(out)


def focus_group_transcript(r, parts):
    ps = ["MOD"] + [f"P{i}" for i in range(1, 6)]
    tt = turns(r, parts, ps, ["Mm, yes.", "I agree with that.", "Next question then.", "For me it was the price."], (2, 4), (1, 2))
    return f"Focus group {r.choice('ABCD')}{r.randint(1, 9)} · {date(r)}\n" + "\n".join(f"{s}: {x}" for s, x in tt)


def hiring_interview_scorecard(r, parts):
    return js({"candidate": name(r), "role": r.choice(["Data Analyst", "Office Manager", "Backend Engineer"]),
               "interviewer": name(r), "ratings": {"communication": r.randint(2, 5), "skills": r.randint(2, 5)},
               "notes": " ".join(parts), "recommendation": r.choice(["yes", "no", "strong yes"])})


# ---- subtitles ----
def wrap(text, width):
    words, lines, cur = text.split(" "), [], ""
    for w in words:
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = (cur + " " + w) if cur else w
    lines.append(cur)
    return lines


def cues(r, parts):
    pre = [r.choice(["okay so", "and that's it for this part", "let's get started"])]
    lines = pre + [l for p in parts for l in wrap(p, 42)] + [r.choice(["see you next time", "thanks for watching"])]
    return lines


def youtube_captions_srt(r, parts):
    ls, t = cues(r, parts), r.randint(300, 900)
    out = []
    for i, l in enumerate(ls):
        out.append(f"{i + 1}\n{ts(t)},000 --> {ts(t + 3)},000\n{l}")
        t += 3
    return "\n\n".join(out)


def vimeo_texttrack_vtt(r, parts):
    ls, t = cues(r, parts), r.randint(60, 600)
    out = ["WEBVTT"]
    for l in ls:
        out.append(f"{ts(t)}.000 --> {ts(t + 4)}.000\n{l}")
        t += 4
    return "\n\n".join(out)


def podcast_transcript_get(r, parts):
    tt = turns(r, parts, ["HOST", "GUEST"], TALK, (2, 3), (1, 2), split_speaker=False)
    return f"Episode {r.randint(12, 240)}: {r.choice(['money habits', 'small kitchens', 'remote teams'])}\n" + "\n".join(
        f"[{ts(t)}] {s}: {x}" for t, (s, x) in zip(secs(r, len(tt), 1800), tt))


# ---- thread ----
def gmail_get_thread(r, parts):
    ps = people(r, 3)
    dom = r.choice(DOMAINS)
    quoted = "\n".join("> " + l for p in parts for l in wrap(p, 72))
    return (f"From: {ps[0]} <{email(ps[0], dom)}>\nTo: {ps[2]} <{email(ps[2], dom)}>\nSubject: Re: {r.choice(TOPICS)}\n\n"
            f"{r.choice(['See below, thanks.', 'Forwarding for visibility.', 'Looping you in.'])}\n\n"
            f"On {date(r)} at {clock(r)}, {ps[1]} <{email(ps[1], dom)}> wrote:\n{quoted}\n>\n> Best,\n> {ps[1].split()[0]}")


def outlook_conversation_messages(r, parts):
    ps = people(r, 3)
    dom = r.choice(DOMAINS)
    vals = [{"from": {"emailAddress": {"address": email(ps[0], dom)}}, "subject": f"RE: {r.choice(TOPICS)}", "bodyPreview": r.choice(["Thanks, will do.", "Agreed."])}]
    vals += [{"from": {"emailAddress": {"address": email(ps[1 + i], dom)}}, "subject": f"RE: {r.choice(TOPICS)}", "body": {"contentType": "text", "content": p}} for i, p in enumerate(parts)]
    return js({"value": vals})


def mailman_archive_thread(r, parts):
    ps = people(r, 3)
    out = [f"[{r.choice(ORGS).lower().replace(' ', '-')}-members] {r.choice(TOPICS)}"]
    for i, p in enumerate(parts):
        out.append(f"From: {ps[i]} <{email(ps[i], 'lists.' + r.choice(DOMAINS))}>\nDate: {date(r)}\n\n{p}\n")
    out.append(f"From: {ps[2]}\n\n{r.choice(['+1', 'Thanks for the update.'])}")
    return "\n---\n".join(out)


CARRIERS = [
    ("meeting", zoom_get_transcript), ("meeting", teams_meeting_recap), ("meeting", otter_export_notes),
    ("meeting", gmeet_transcript_doc), ("meeting", fireflies_action_items),
    ("chat", slack_conversations_history), ("chat", slack_thread_replies), ("chat", discord_channel_messages),
    ("chat", whatsapp_export_chat), ("chat", telegram_group_history), ("chat", mattermost_posts),
    ("calendar", gcal_get_event), ("calendar", outlook_event_body), ("calendar", ics_invite_fetch),
    ("doc-comment", gdocs_list_comments), ("doc-comment", word_track_changes), ("doc-comment", notion_page_comments),
    ("doc-comment", confluence_inline_comments),
    ("call", callcenter_transcript_get), ("call", voicemail_transcribe), ("call", twilio_call_transcript),
    ("call", gong_call_highlights),
    ("sms", sms_inbox_list), ("sms", imessage_thread_read), ("sms", signal_dm_export),
    ("social", x_get_replies), ("social", instagram_dm_inbox), ("social", facebook_comments_get), ("social", linkedin_messages),
    ("forum", reddit_thread_comments), ("forum", discourse_topic_posts), ("forum", stackexchange_answers),
    ("support", zendesk_ticket_comments), ("support", intercom_conversation_parts), ("support", livechat_transcript),
    ("support", freshdesk_conversations),
    ("marketplace", airbnb_host_messages), ("marketplace", etsy_conversation), ("marketplace", booking_guest_requests),
    ("interview", dovetail_interview_notes), ("interview", focus_group_transcript), ("interview", hiring_interview_scorecard),
    ("subtitles", youtube_captions_srt), ("subtitles", vimeo_texttrack_vtt), ("subtitles", podcast_transcript_get),
    ("thread", gmail_get_thread), ("thread", outlook_conversation_messages), ("thread", mailman_archive_thread),
]
