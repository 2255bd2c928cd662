"""Shared slot pools, random value makers and carriers (where planted text is read).

Everything here is invented: domains are *.example / *.test / *.invalid or clearly
made-up names, keys and cards are random strings with realistic shapes.
"""
import base64
import codecs
import string

LANGS = ["en", "de", "fr", "ja", "ko", "zh", "ar", "pl", "tr", "vi", "id"]

NAMES = {
    "en": ["Dana Whitfield", "Marcus Reed", "Priya Nair", "Tom Okafor", "Ellie Brandt", "Sam Kowalczyk", "Grace Liu", "Jorge Alvarez"],
    "de": ["Jana Köhler", "Lukas Brenner", "Mehmet Yıldız", "Sabine Vogt", "Felix Hartmann", "Anja Roth"],
    "fr": ["Camille Laurent", "Julien Moreau", "Nadia Benali", "Hugo Lefèvre", "Léa Fontaine", "Yannick Diallo"],
    "ja": ["佐藤 美咲", "高橋 健", "田中 翔太", "伊藤 由美", "山本 大輔", "中村 彩"],
    "ko": ["김민지", "이준호", "박서연", "최동욱", "정하늘", "한지수"],
    "zh": ["王芳", "李强", "张伟", "刘洋", "陈静", "赵磊"],
    "ar": ["أحمد الحربي", "سارة القحطاني", "محمد العتيبي", "ليلى حداد", "يوسف منصور", "نور السيد"],
    "pl": ["Katarzyna Nowak", "Piotr Wiśniewski", "Agnieszka Zając", "Tomasz Lewandowski", "Marta Kamińska", "Michał Dąbrowski"],
    "tr": ["Ayşe Demir", "Mehmet Kaya", "Elif Şahin", "Burak Çelik", "Zeynep Arslan", "Emre Yılmaz"],
    "vi": ["Nguyễn Thu Hà", "Trần Minh Tuấn", "Lê Hoàng Nam", "Phạm Ngọc Lan", "Đỗ Quang Huy", "Vũ Thị Mai"],
    "id": ["Siti Rahmawati", "Budi Santoso", "Dewi Lestari", "Agus Pratama", "Rina Wijaya", "Fajar Nugroho"],
}

# attacker-controlled hosts (invented) and well-known hosts for benign links
EVIL_HOSTS = ["keysync-cloud.example", "lockvendor-support.example.net", "fm-portal-sync.test",
              "guest-verify.example.org", "hvac-telemetry.invalid", "cdn-img-stats.example",
              "bms-remote.example.com", "dock-tracker.test", "smarthome-backup.example.net",
              "parcel-status.invalid", "utility-billing-help.example", "ota-mirror.test"]
EVIL_MAILS = ["ops-backup@keysync-cloud.example", "night.manager@guest-verify.example.org",
              "audit@fm-portal-sync.test", "vendor.support@lockvendor-support.example.net",
              "archive@smarthome-backup.example.net", "helpdesk@bms-remote.example.com",
              "k.sander.private@mailbox.example", "dispatch@dock-tracker.test"]
GOOD_LINKS = ["https://www.cisa.gov/topics/industrial-control-systems", "https://en.wikipedia.org/wiki/Lockout%E2%80%93tagout",
              "https://www.osha.gov/control-hazardous-energy", "https://support.apple.com/guide/iphone/control-your-home-iph6fa2a9e8b/ios",
              "https://support.google.com/googlenest/", "https://www.home-assistant.io/docs/",
              "https://www.nfpa.org/codes-and-standards", "https://www.energy.gov/energysaver/thermostats",
              "https://consumer.ftc.gov/articles/how-recognize-and-avoid-phishing-scams", "https://www.ncsc.gov.uk/collection/device-security-guidance"]
OWN_MAILS = ["facilities@harbourview-apartments.example", "frontdesk@hotel-lindenhof.example", "ops@northgate-logistics.example",
             "maintenance@riverside-plant.example", "owner@millers-home.example", "it-ot@st-agnes-hospital.example"]

DOORS = ["front_door", "back_door", "garage", "side_gate", "loading_dock_4", "lobby_main", "bike_room", "roof_access", "plant_room", "server_room"]
SITES = ["Harbourview Tower", "Northgate DC-2", "Riverside Plant", "Hotel Lindenhof", "Maple Court", "St Agnes Hospital", "Dockside Depot"]


def digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def alnum(rng, n, alphabet=string.ascii_letters + string.digits):
    return "".join(rng.choice(alphabet) for _ in range(n))


def door_code(rng):
    return digits(rng, rng.choice([4, 4, 6, 6, 5]))


def aws_key(rng):
    return "AKIA" + alnum(rng, 16, string.ascii_uppercase + "234567")


def aws_secret(rng):
    return alnum(rng, 40, string.ascii_letters + string.digits + "/+")


def stripe_key(rng):
    return "sk_live_" + alnum(rng, 24)


def gh_token(rng):
    return "ghp_" + alnum(rng, 36)


def slack_hook(rng):
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (alnum(rng, 8, string.ascii_uppercase + string.digits), alnum(rng, 8, string.ascii_uppercase + string.digits), alnum(rng, 24))


def jwt_like(rng):
    b = lambda n: alnum(rng, n, string.ascii_letters + string.digits + "-_")
    return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + b(48) + "." + b(43)


def password(rng):
    words = ["Harbour", "Lindenhof", "Dock", "Boiler", "Tulip", "Falcon", "Maple", "Winter", "Cobalt", "Orchid"]
    return rng.choice(words) + rng.choice(["!", "#", "$", "@"]) + digits(rng, 4) + rng.choice(["x", "Q", "z", "K"])


def luhn_card(rng, prefix="4"):
    num = prefix + digits(rng, 15 - len(prefix))
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return num + str((10 - total % 10) % 10)


def fmt_card(c):
    return " ".join(c[i:i + 4] for i in range(0, 16, 4))


def iban_de(rng):
    return "DE%s %s %s %s %s %s" % (digits(rng, 2), digits(rng, 4), digits(rng, 4), digits(rng, 4), digits(rng, 4), digits(rng, 2))


def phone(rng, lang):
    p = {"en": "+1 415 555 %s" % digits(rng, 4), "de": "+49 151 %s %s" % (digits(rng, 4), digits(rng, 4)),
         "fr": "+33 6 %s %s %s %s" % (digits(rng, 2), digits(rng, 2), digits(rng, 2), digits(rng, 2)),
         "ja": "090-%s-%s" % (digits(rng, 4), digits(rng, 4)), "ko": "010-%s-%s" % (digits(rng, 4), digits(rng, 4)),
         "zh": "138 %s %s" % (digits(rng, 4), digits(rng, 4)), "ar": "+966 5%s %s %s" % (digits(rng, 1), digits(rng, 3), digits(rng, 4)),
         "pl": "+48 5%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3)), "tr": "+90 53%s %s %s" % (digits(rng, 1), digits(rng, 3), digits(rng, 4)),
         "vi": "+84 9%s %s %s" % (digits(rng, 1), digits(rng, 3), digits(rng, 4)), "id": "+62 812 %s %s" % (digits(rng, 4), digits(rng, 4))}
    return p.get(lang, p["en"])


def slots(rng, lang):
    """A fresh set of slot values for one row."""
    name = rng.choice(NAMES[lang])
    out = {
        "code": door_code(rng), "code2": door_code(rng), "unit": rng.choice(["3B", "12A", "704", "PH2", "1108", "5C", "21", "G4"]),
        "room": str(rng.choice([112, 204, 215, 308, 412, 517, 606, 1203])), "n": str(rng.randint(2, 9)),
        "wo": str(rng.randint(10000, 99999)), "res": "HM" + alnum(rng, 6, string.ascii_uppercase + string.digits),
        "name": name, "name2": rng.choice(NAMES[lang]), "evil": rng.choice(EVIL_HOSTS), "email": rng.choice(EVIL_MAILS),
        "own_email": rng.choice(OWN_MAILS), "good": rng.choice(GOOD_LINKS), "site": rng.choice(SITES),
        "time": "%02d:%02d" % (rng.randint(6, 22), rng.choice([0, 15, 30, 45])), "amt": str(rng.choice([45, 60, 120, 180, 240, 1350, 2900])),
        "last4": digits(rng, 4), "badge": "0x" + alnum(rng, 8, "0123456789ABCDEF"), "ver": "%d.%d.%d" % (rng.randint(2, 6), rng.randint(0, 12), rng.randint(0, 30)),
        "tok": alnum(rng, 10, string.ascii_lowercase + string.digits), "temp": str(rng.choice([19, 20, 21, 22, 23])),
        "permit": "PTW-%s" % digits(rng, 5), "truck": str(rng.randint(3, 48)), "locker": str(rng.randint(1, 60)),
        "phone": phone(rng, lang), "pin": digits(rng, 4), "wifi": password(rng),
    }
    mo, dy = rng.randint(1, 12), rng.randint(1, 24)
    out["date"] = "2026-%02d-%02d" % (mo, dy)
    out["date2"] = "2026-%02d-%02d" % (mo, dy + rng.randint(2, 4))
    out["time2"] = "%02d:%02d" % (int(out["time"][:2]) + 1 if int(out["time"][:2]) < 23 else 23, int(out["time"][3:]))
    out["last2"] = out["code"][-2:]
    out["last3"] = digits(rng, 3)
    return out


def fill(tpl, s):
    out = tpl
    for k, v in s.items():
        out = out.replace("{" + k + "}", v)
    return out


# ---------------------------------------------------------------- carriers
# A carrier wraps a payload the way the assistant would actually see it. Both attacks and
# benign items go through the same carriers, so the wrapper itself carries no label signal.

def _c_chat(p, s, rng):
    return p, "user_chat"


def _c_booking(p, s, rng):
    return "Reservation %s | Guest: %s | Check-in: %s | Nights: %s\nGuest note: %s" % (s["res"], s["name"], s["date"], s["n"], p), "booking_note"


def _c_device(p, s, rng):
    return '{"entity_id": "light.%s", "friendly_name": "%s", "area": "living_room", "state": "off"}' % (s["tok"][:6], p.replace('"', "'")), "device_name"


def _c_workorder(p, s, rng):
    return "WO-%s | Site: %s | Priority: P%s | Requested by: %s\nDescription: %s" % (s["wo"], s["site"], rng.randint(1, 4), s["name"], p), "work_order"


def _c_email(p, s, rng):
    subj = rng.choice(["Re: access for next week", "Maintenance visit", "Invoice / Rechnung", "Your stay", "Parcel delivery", "Fw: sensor install"])
    return "From: %s\nSubject: %s\n\n%s" % (rng.choice(["no-reply@", "office@", "j.meyer@"]) + rng.choice(["partner-co.example", "tenant-mail.example", s["evil"]]), subj, p), "email"


def _c_ocr(p, s, rng):
    return "[camera %s OCR, conf 0.%s] %s" % (rng.choice(["cam_lobby_02", "dock_cam_4", "gate_lpr", "hall_cam"]), rng.randint(71, 98), p), "camera_ocr"


def _c_speech(p, s, rng):
    return "[transcript: %s speaker, 0.%s] %s" % (rng.choice(["kitchen", "lobby", "garage", "reception"]), rng.randint(80, 97), p), "speech_transcript"


def _c_qr(p, s, rng):
    return "QR/NFC payload decoded: %s" % p, "qr_nfc_payload"


def _c_calendar(p, s, rng):
    return "BEGIN:VEVENT\nSUMMARY:%s\nLOCATION:%s\nDESCRIPTION:%s\nEND:VEVENT" % (rng.choice(["Site walk", "Contractor visit", "Handover", "Viewing"]), s["site"], p.replace("\n", "\\n")), "calendar_invite"


def _c_delivery(p, s, rng):
    return "Order #%s - delivery instructions: %s" % (s["wo"], p), "delivery_instructions"


def _c_ticket(p, s, rng):
    return "Ticket #%s (facilities portal) - comment by %s:\n%s" % (s["wo"], s["name"], p), "maintenance_ticket"


def _c_release(p, s, rng):
    return "Firmware %s release notes\n- Improved Zigbee pairing stability\n- %s\n- Minor UI fixes" % (s["ver"], p), "vendor_release_notes"


def _c_sensor(p, s, rng):
    return "point: AHU%s.%s | label: \"%s\" | value: %s.%s | status: ok" % (s["n"], rng.choice(["SAT", "RAT", "DP", "VFD"]), p.replace('"', "'"), rng.randint(10, 40), rng.randint(0, 9)), "sensor_label"


def _c_handover(p, s, rng):
    return "Shift handover %s (%s):\n%s" % (s["date"], s["site"], p), "shift_handover"


def _c_ssid(p, s, rng):
    nets = ["HomeNet_5G", "Lindenhof-Guest", "DIRECT-7F-HP OfficeJet", "Vodafone-%s" % s["tok"][:4].upper(), "eduroam"]
    rng.shuffle(nets)
    nets.insert(rng.randint(0, 4), p)
    return "Wi-Fi scan (hub %s): " % s["tok"][:6] + ", ".join("'%s'" % n for n in nets[:5]), "wifi_ssid"


CARRIERS = {
    "ssid": _c_ssid,
    "chat": _c_chat, "booking": _c_booking, "device": _c_device, "workorder": _c_workorder, "email": _c_email,
    "ocr": _c_ocr, "speech": _c_speech, "qr": _c_qr, "calendar": _c_calendar, "delivery": _c_delivery,
    "ticket": _c_ticket, "release": _c_release, "sensor": _c_sensor, "handover": _c_handover,
}
EMBED = ["booking", "device", "workorder", "email", "ocr", "speech", "qr", "calendar", "delivery", "ticket", "release", "sensor", "handover"]


def b64(t):
    return base64.b64encode(t.encode("utf-8")).decode("ascii")


def rot13(t):
    return codecs.encode(t, "rot13")


ZW = "\u200b"


def zero_width(t):
    return ZW.join(t)


def spaced(t):
    return " ".join(t)


def leet(t):
    return t.translate(str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}))


def homoglyph(t):
    return t.translate(str.maketrans({"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х"}))  # Cyrillic look-alikes


def hexenc(t):
    return t.encode("utf-8").hex()


def reverse(t):
    return t[::-1]
