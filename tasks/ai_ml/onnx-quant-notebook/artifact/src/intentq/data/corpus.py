"""Synthetic smart-home command corpus (the SHC-12 data of the paper).

Utterances are drawn from per-intent templates with slot fillers, then corrupted with the
noise a speech front-end produces: dropped and swapped characters, filler words, and a small
share of mislabelled examples.  Everything is driven by one numpy Generator, so a seed gives
the same corpus on every machine.
"""
import json

import numpy as np

INTENTS = [
    "lights_on", "lights_off", "lights_dim", "thermostat_set", "thermostat_query",
    "music_play", "music_stop", "volume_change", "timer_set", "timer_cancel",
    "weather_query", "shopping_add",
]

ROOMS = ["kitchen", "living room", "bedroom", "bathroom", "hallway", "office", "garage",
         "kids room", "basement", "porch"]
ARTISTS = ["the beatles", "miles davis", "taylor swift", "bach", "daft punk", "adele",
           "nina simone", "radiohead", "some jazz", "lofi beats", "the news podcast"]
ITEMS = ["milk", "eggs", "bread", "coffee", "apples", "dish soap", "batteries", "rice",
         "olive oil", "paper towels", "cat food", "tomatoes"]
CITIES = ["berlin", "paris", "lisbon", "oslo", "madrid", "vienna", "prague", "dublin"]
DAYS = ["today", "tomorrow", "tonight", "this weekend", "on monday", "later"]

TEMPLATES = {
    "lights_on": ["turn on the lights in the {room}", "switch the {room} lights on",
                  "lights on in the {room}", "can you turn the {room} light on",
                  "make it bright in the {room}", "i need light in the {room}"],
    "lights_off": ["turn off the lights in the {room}", "switch the {room} lights off",
                   "lights off in the {room}", "kill the lights in the {room}",
                   "make it dark in the {room}", "no more light in the {room} please"],
    "lights_dim": ["dim the lights in the {room}", "set the {room} lights to {pct} percent",
                   "make the {room} lights a bit darker", "lower the {room} light",
                   "lights to {pct} percent in the {room}", "turn the {room} lights down"],
    "thermostat_set": ["set the temperature to {temp} degrees", "make it {temp} degrees in the {room}",
                       "heat the {room} to {temp}", "turn the heating up to {temp}",
                       "i want {temp} degrees in the {room}", "set the thermostat to {temp}"],
    "thermostat_query": ["what is the temperature in the {room}", "how warm is the {room}",
                         "is the heating on in the {room}", "what is the thermostat set to",
                         "how many degrees is it in the {room}", "tell me the {room} temperature"],
    "music_play": ["play {artist}", "put on some {artist} in the {room}", "i want to hear {artist}",
                   "start playing {artist}", "play {artist} in the {room}", "music please {artist}"],
    "music_stop": ["stop the music", "pause the music in the {room}", "stop playing",
                   "silence in the {room} please", "turn the music off", "enough music"],
    "volume_change": ["turn it up", "turn the volume down in the {room}", "louder please",
                      "set the volume to {pct} percent", "make the music quieter", "volume up a bit"],
    "timer_set": ["set a timer for {mins} minutes", "timer {mins} minutes", "remind me in {mins} minutes",
                  "start a {mins} minute timer", "wake me in {mins} minutes", "count down {mins} minutes"],
    "timer_cancel": ["cancel the timer", "stop the {mins} minute timer", "delete my timer",
                     "never mind the timer", "turn off the timer", "cancel the reminder"],
    "weather_query": ["what is the weather {day}", "will it rain {day}", "weather in {city} {day}",
                      "do i need an umbrella {day}", "how cold is it in {city}", "is it sunny in {city} {day}"],
    "shopping_add": ["add {item} to the shopping list", "put {item} on my list", "we need {item}",
                     "remember to buy {item}", "add {item} and {item2} to the list", "shopping list {item}"],
}

FILLERS = ["please", "hey", "um", "could you", "now", "quickly", "thanks", "ok", "hmm"]
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _fill(template, rng):
    slots = {
        "room": ROOMS[rng.integers(len(ROOMS))],
        "pct": str(int(rng.integers(1, 11)) * 10),
        "temp": str(int(rng.integers(16, 27))),
        "artist": ARTISTS[rng.integers(len(ARTISTS))],
        "mins": str(int(rng.choice([1, 2, 5, 10, 15, 20, 30, 45, 60]))),
        "day": DAYS[rng.integers(len(DAYS))],
        "city": CITIES[rng.integers(len(CITIES))],
        "item": ITEMS[rng.integers(len(ITEMS))],
        "item2": ITEMS[rng.integers(len(ITEMS))],
    }
    return template.format(**slots)


def _corrupt(text, rng, p_char):
    out = []
    for w in text.split():
        if len(w) > 3 and rng.random() < p_char:
            k = int(rng.integers(len(w)))
            op = rng.integers(3)
            if op == 0:                       # drop a character
                w = w[:k] + w[k + 1:]
            elif op == 1 and k < len(w) - 1:  # swap two neighbours
                w = w[:k] + w[k + 1] + w[k] + w[k + 2:]
            else:                             # substitute
                w = w[:k] + LETTERS[rng.integers(26)] + w[k + 1:]
        out.append(w)
        if rng.random() < 0.06:
            out.append(FILLERS[rng.integers(len(FILLERS))])
    if rng.random() < 0.25:
        out.insert(0, FILLERS[rng.integers(len(FILLERS))])
    return " ".join(out)


def generate(seed, n, p_char=0.18, p_label_noise=0.04, template_split=None):
    """Return a list of {"text", "label"} dicts.

    template_split: None (all templates), "seen" (first 4 per intent) or "unseen" (last 2).
    """
    rng = np.random.default_rng(seed)
    rows = []
    for _ in range(n):
        y = int(rng.integers(len(INTENTS)))
        temps = TEMPLATES[INTENTS[y]]
        if template_split == "seen":
            temps = temps[:4]
        elif template_split == "unseen":
            temps = temps[4:]
        text = _corrupt(_fill(temps[rng.integers(len(temps))], rng), rng, p_char)
        if rng.random() < p_label_noise:
            y = int(rng.integers(len(INTENTS)))
        rows.append({"text": text, "label": INTENTS[y]})
    return rows


def write_jsonl(rows, path):
    with open(path, "w") as f:
        for r in rows:
            f.write(json.dumps(r) + "\n")
