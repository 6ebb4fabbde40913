// The peer of `ydkcheck valida FOLDER --salida json` that benchmarks/bench_peer.py times:
// ydeck (npm `ydeck`) over every .ydk file under FOLDER, end to end in one node process.
//
//     node peer_ydeck.mjs SCRATCH CARDS_JSON FOLDER > results.json
//
// SCRATCH is the folder where bench_peer.py installed ydeck (its node_modules); CARDS_JSON is
// what bench_peer.py exported from ydkcheck: the list's deck sizes and, for every card of
// ydkcheck's card data, [passcode, alias, name, type bits, copies allowed] (-1: an alias,
// counted as the card it is an alias of). Writes one JSON array on stdout, one object per
// file in sorted path order: {source, legal, errors}, errors as ydeck returns them (or one
// {type: "parse"} when ydeck cannot read the file).

import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const [scratch, cardsPath, folder] = process.argv.slice(2);
const { Deck, createAllowVector } = createRequire(join(scratch, "package.json"))("ydeck");

const exported = JSON.parse(readFileSync(cardsPath, "utf8"));
const index = new Map();
for (const [password, alias, name, type, allowed] of exported.cards) {
    const card = { name, type, setcode: 0, limitTCG: allowed, limitOCG: allowed, isPrerelease: false };
    if (alias) {
        card.alias = alias;
    }
    index.set(password, card);
}
const allowVector = createAllowVector(index, card => card.limitTCG);

function ydkFiles(directory) {
    const found = [];
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
        const path = join(directory, entry.name);
        if (entry.isDirectory()) {
            found.push(...ydkFiles(path));
        } else if (entry.name.toLowerCase().endsWith(".ydk")) {
            found.push(path);
        }
    }
    return found;
}

const results = [];
for (const source of ydkFiles(folder).sort()) {
    let errors;
    try {
        const deck = new Deck(index, { ydk: readFileSync(source, "utf8") });
        errors = deck.validate(allowVector, exported.sizes);
    } catch (error) {
        errors = [{ type: "parse", message: String(error.message) }];
    }
    results.push({ source, legal: errors.length === 0, errors });
}
process.stdout.write(JSON.stringify(results));
