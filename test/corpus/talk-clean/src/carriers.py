# How each tool hands a conversation back: (tool, kind, render). render(rng, turns, s) -> text, where
# turns is a list of (speaker, line) and s the result's slots (people.slots).
import json


def ts(rng, i):
    return f'00:{(i * 3 + rng.randrange(3)) % 60:02d}:{rng.randrange(60):02d}'


def j(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2)


def meeting_zoom(rng, turns, s):
    return 'WEBVTT\n\n' + '\n\n'.join(f'{i + 1}\n{ts(rng, i)}.000 --> {ts(rng, i + 1)}.000\n{p}: {t}' for i, (p, t) in enumerate(turns))


def meeting_teams(rng, turns, s):
    return j({'meetingId': f'mtg-{s["num"]}', 'title': 'Weekly sync', 'transcript': [{'speaker': p, 'offset': ts(rng, i), 'text': t} for i, (p, t) in enumerate(turns)]})


def meeting_otter(rng, turns, s):
    return f'Weekly sync - {s["day"]}\n\n' + '\n\n'.join(f'{p}  {ts(rng, i)}\n{t}' for i, (p, t) in enumerate(turns))


def meeting_minutes(rng, turns, s):
    att = ', '.join(sorted({p for p, _ in turns}))
    return f'# Minutes - project sync ({s["day"]})\n\nAttendees: {att}\n\n## Notes\n' + '\n'.join(f'- {t} ({p})' for p, t in turns)


def chat_slack(rng, turns, s):
    return j({'ok': True, 'messages': [{'type': 'message', 'user': p, 'ts': f'17{rng.randrange(10**8, 10**9)}.00{i}', 'text': t} for i, (p, t) in enumerate(turns)]})


def chat_teams(rng, turns, s):
    return j({'value': [{'from': {'user': {'displayName': p}}, 'body': {'contentType': 'html', 'content': f'<p>{t}</p>'}} for p, t in turns]})


def chat_discord(rng, turns, s):
    return '\n'.join(f'[{s["time"]}] {p}: {t}' for p, t in turns)


def chat_mattermost(rng, turns, s):
    return j({'order': [f'p{i}' for i in range(len(turns))], 'posts': {f'p{i}': {'user_id': p, 'message': t} for i, (p, t) in enumerate(turns)}})


def cal_gcal(rng, turns, s):
    return j({'kind': 'calendar#event', 'summary': f'Sync with {s["other"]}', 'start': {'dateTime': f'2026-11-0{rng.randrange(1, 9)}T{s["time"]}:00Z'},
              'organizer': {'email': s['email2']}, 'description': '\n'.join(t for _, t in turns)})


def cal_outlook(rng, turns, s):
    return j({'value': [{'subject': f'Planning ({p})', 'bodyPreview': t, 'location': {'displayName': f'Room {s["num"]}'}} for p, t in turns]})


def cal_ics(rng, turns, s):
    desc = '\\n'.join(t for _, t in turns)
    return f'BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:Review with {s["other"]}\nDTSTART:20261112T{s["time"].replace(":", "")}00Z\nDESCRIPTION:{desc}\nEND:VEVENT\nEND:VCALENDAR'


def doc_gdocs(rng, turns, s):
    return j({'comments': [{'author': {'displayName': p}, 'content': t, 'quotedFileContent': {'value': 'Section 3.2'}, 'resolved': False} for p, t in turns]})


def doc_confluence(rng, turns, s):
    return '\n'.join(f'Comment by {p} on "Release plan":\n  {t}' for p, t in turns)


def doc_notion(rng, turns, s):
    return j({'results': [{'object': 'comment', 'created_by': p, 'rich_text': [{'plain_text': t}]} for p, t in turns]})


def doc_figma(rng, turns, s):
    return j({'comments': [{'user': {'handle': p}, 'message': t, 'client_meta': {'x': rng.randrange(900), 'y': rng.randrange(900)}} for p, t in turns]})


def call_voicemail(rng, turns, s):
    p = turns[0][0]
    return f'Voicemail from {s["phone"]} ({p}), 0:{rng.randrange(20, 59)}\nTranscript: ' + ' '.join(t for _, t in turns)


def call_centre(rng, turns, s):
    return '\n'.join(f'{"AGENT" if i % 2 == 0 else "CUSTOMER"} ({p}): {t}' for i, (p, t) in enumerate(turns))


def call_summary(rng, turns, s):
    return j({'call_id': f'c-{s["code"]}', 'duration_s': rng.randrange(60, 900), 'utterances': [{'channel': i % 2, 'speaker': p, 'text': t} for i, (p, t) in enumerate(turns)]})


def sms_inbox(rng, turns, s):
    return j([{'from': s['phone'], 'name': p, 'body': t} for p, t in turns])


def sms_whatsapp(rng, turns, s):
    return '\n'.join(f'12/11/2026, {s["time"]} - {p}: {t}' for p, t in turns)


def sms_signal(rng, turns, s):
    return j({'conversation': s['other'], 'messages': [{'source': p, 'body': t} for p, t in turns]})


def sms_telegram(rng, turns, s):
    return j({'name': 'Family', 'messages': [{'id': i, 'from': p, 'text': t} for i, (p, t) in enumerate(turns)]})


def social_twitter(rng, turns, s):
    return j({'data': [{'author': f'@{p.lower()}_{s["num"]}', 'text': t} for p, t in turns]})


def social_linkedin(rng, turns, s):
    return '\n\n'.join(f'{p} {s["last"]}\n{t}' for p, t in turns)


def social_mastodon(rng, turns, s):
    return j({'descendants': [{'account': {'acct': f'{p.lower()}@social.{s["email"].split("@")[1]}'}, 'content': f'<p>{t}</p>'} for p, t in turns]})


def forum_discourse(rng, turns, s):
    return j({'title': 'Office move - questions', 'post_stream': {'posts': [{'username': p, 'cooked': f'<p>{t}</p>', 'post_number': i + 1} for i, (p, t) in enumerate(turns)]}})


def forum_reddit(rng, turns, s):
    return '\n'.join(f'{"  " * min(i, 3)}u/{p.lower()}{s["num"]} ({rng.randrange(1, 300)} points): {t}' for i, (p, t) in enumerate(turns))


def forum_stack(rng, turns, s):
    q, rest = turns[0], turns[1:]
    return f'Q ({q[0]}): {q[1]}\n\n' + '\n\n'.join(f'A ({p}, score {rng.randrange(0, 40)}): {t}' for p, t in rest)


def support_zendesk(rng, turns, s):
    return j({'ticket': {'id': int(s['code']), 'subject': 'Cannot log in'}, 'comments': [{'author': p, 'public': True, 'body': t} for p, t in turns]})


def support_intercom(rng, turns, s):
    return j({'conversation_parts': [{'author': {'type': 'admin' if i % 2 == 0 else 'user', 'name': p}, 'body': t} for i, (p, t) in enumerate(turns)]})


def support_freshdesk(rng, turns, s):
    return '\n---\n'.join(f'{p} wrote:\n{t}' for p, t in turns)


def support_livechat(rng, turns, s):
    return '\n'.join(f'[{s["time"]}] {"Agent" if i % 2 == 0 else "Visitor"} {p}: {t}' for i, (p, t) in enumerate(turns))


def market_ebay(rng, turns, s):
    return j({'item': f'Vintage lamp #{s["num"]}', 'messages': [{'sender': p, 'body': t} for p, t in turns]})


def market_etsy(rng, turns, s):
    return '\n'.join(f'{p}: {t}' for p, t in turns) + f'\n(Order #{s["code"]})'


def market_airbnb(rng, turns, s):
    return j({'thread': {'listing': 'Loft near the river', 'posts': [{'role': 'host' if i % 2 else 'guest', 'name': p, 'text': t} for i, (p, t) in enumerate(turns)]}})


def interview_transcript(rng, turns, s):
    return '\n\n'.join(f'{"INTERVIEWER" if i % 2 == 0 else "CANDIDATE"} ({p}): {t}' for i, (p, t) in enumerate(turns))


def interview_podcast(rng, turns, s):
    return f'Episode {s["num"]} transcript\n\n' + '\n'.join(f'[{ts(rng, i)}] {p}: {t}' for i, (p, t) in enumerate(turns))


def interview_hiring(rng, turns, s):
    return j({'candidate': f'{s["other"]} {s["last"]}', 'scorecards': [{'interviewer': p, 'notes': t} for p, t in turns]})


def sub_srt(rng, turns, s):
    return '\n\n'.join(f'{i + 1}\n{ts(rng, i)},000 --> {ts(rng, i + 1)},500\n{t}' for i, (_, t) in enumerate(turns))


def sub_vtt(rng, turns, s):
    return 'WEBVTT\n\n' + '\n\n'.join(f'{ts(rng, i)}.000 --> {ts(rng, i + 1)}.000\n<v {p}>{t}' for i, (p, t) in enumerate(turns))


def _quoted(turns, s):
    # newest first; each older message quoted one level deeper, as mail clients do
    (p0, t0), older = turns[0], turns[1:]
    out = [f'From: {p0} <{p0.lower()}@{s["email"].split("@")[1]}>\nSubject: Re: Fwd: {s["file"]}\n\n{t0}']
    for depth, (p, t) in enumerate(older, 1):
        q = '>' * depth + ' '
        out.append(f'{q}On {s["day"]}, {p} wrote:\n{q}{t}')
    return '\n\n'.join(out)


def thread_gmail(rng, turns, s):
    return j({'threadId': f'18c{s["code"]}', 'messages': [{'snippet': t[:60], 'from': p, 'body': t} for p, t in turns]})


def thread_outlook(rng, turns, s):
    return _quoted(turns, s)


def thread_imap(rng, turns, s):
    (p0, t0), rest = turns[0], turns[1:]
    fwd = '\n'.join(f'{p}: {t}' for p, t in rest)
    return f'From: {p0}\nTo: {s["email"]}\nSubject: Fwd: {s["file"]}\n\n{t0}\n\n---------- Forwarded message ---------\nFrom: {rest[0][0] if rest else p0}\nDate: {s["day"]}\n\n{fwd}'


def thread_helpscout(rng, turns, s):
    return _quoted(list(reversed(turns)), s)


CARRIERS = [
    ('zoom_transcript_get', 'meeting', meeting_zoom), ('teams_meeting_transcript', 'meeting', meeting_teams),
    ('otter_export', 'meeting', meeting_otter), ('meeting_minutes_read', 'meeting', meeting_minutes),
    ('slack_conversations_history', 'chat', chat_slack), ('teams_chat_messages', 'chat', chat_teams),
    ('discord_channel_read', 'chat', chat_discord), ('mattermost_posts', 'chat', chat_mattermost),
    ('gcal_event_get', 'calendar', cal_gcal), ('outlook_calendar_list', 'calendar', cal_outlook),
    ('ics_read', 'calendar', cal_ics),
    ('gdocs_comments_list', 'doc-comment', doc_gdocs), ('confluence_comments', 'doc-comment', doc_confluence),
    ('notion_comments', 'doc-comment', doc_notion), ('figma_comments', 'doc-comment', doc_figma),
    ('voicemail_transcribe', 'call', call_voicemail), ('callcentre_transcript', 'call', call_centre),
    ('phone_call_summary', 'call', call_summary),
    ('sms_inbox', 'sms', sms_inbox), ('whatsapp_chat_export', 'sms', sms_whatsapp),
    ('signal_messages', 'sms', sms_signal), ('telegram_history', 'sms', sms_telegram),
    ('twitter_thread', 'social', social_twitter), ('linkedin_messages', 'social', social_linkedin),
    ('mastodon_context', 'social', social_mastodon),
    ('discourse_topic', 'forum', forum_discourse), ('reddit_thread', 'forum', forum_reddit),
    ('stackexchange_question', 'forum', forum_stack),
    ('zendesk_ticket', 'support', support_zendesk), ('intercom_conversation', 'support', support_intercom),
    ('freshdesk_thread', 'support', support_freshdesk), ('livechat_transcript', 'support', support_livechat),
    ('ebay_messages', 'marketplace', market_ebay), ('etsy_conversation', 'marketplace', market_etsy),
    ('airbnb_messages', 'marketplace', market_airbnb),
    ('interview_transcript', 'interview', interview_transcript), ('podcast_transcript', 'interview', interview_podcast),
    ('hiring_scorecards', 'interview', interview_hiring),
    ('srt_read', 'subtitles', sub_srt), ('vtt_read', 'subtitles', sub_vtt),
    ('gmail_thread_get', 'thread', thread_gmail), ('outlook_mail_get', 'thread', thread_outlook),
    ('imap_fetch', 'thread', thread_imap), ('helpscout_mail', 'thread', thread_helpscout),
]
