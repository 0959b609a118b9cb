"""Reading what the service e-mailed: the messages through the SMTP stand-in, a link in one."""

from __future__ import annotations

import re
from email.message import Message

from doglicense.mail.sender import send_pending_email
from doglicense.runtime import Services
from tests.standins.smtp import FakeSmtp
from tests.test_email_kinds import parts_of, subject_of
from tests.test_notify_email import use_smtp


async def sent_mail(services: Services) -> list[Message]:
    """Every e-mail waiting in the outbox, sent now to a local SMTP stand-in."""
    with FakeSmtp() as smtp:
        use_smtp(services, smtp.port)
        while await send_pending_email(services):
            pass
        return list(smtp.messages)


def one_with_subject(mails: list[Message], words: str) -> Message:
    [found] = [m for m in mails if words in subject_of(m)]
    return found


def link_in(mail: Message, path: str) -> str:
    """The one link to `path` in the e-mail's text part, the same in its HTML part."""
    text, page = parts_of(mail)
    [link] = set(re.findall(rf"https?://\S+{re.escape(path)}\S*", text))
    assert f'href="{link}"' in page.replace("&amp;", "&"), page
    return link
