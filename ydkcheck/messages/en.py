"""The messages in English: key -> text with ``str.format`` fields.

A ``Plural`` chooses its form by the number in the field it names (see ``ydkcheck.messages``).
"""

from __future__ import annotations

from ydkcheck.messages import Plural

MESSAGES: dict[str, str | Plural] = {
    # CLI
    "cli.help": "Checks Yu-Gi-Oh! decks: construction rules, lists and formats, opening hands.",
    "cli.version": "Show the version and exit.",
    "os.not-found": "no such file or folder",
    "os.no-permission": "permission denied",
    "os.is-folder": "it is a folder",
    "os.not-folder": "part of the path is not a folder",
    "os.disk-full": "the disk is full",
    "os.no-reader": "no program reads the pipe",
    "os.no-device": "no device answers",
    "os.pipe-closed": "the pipe was closed",
    "os.read-only-system": "the file system is read-only",
    "os.device-error": "device error",
    "os.link-loop": "too many symbolic links in a chain",
    "os.name-too-long": "the name is too long",
    "os.closed": "it is closed",
    "os.too-large": "the file is too large",
    "help.usage": "Usage: ",
    "help.usage-options": "[OPTIONS]",
    "help.usage-command": "COMMAND",
    "help.options": "Options",
    "help.arguments": "Arguments",
    "help.commands": "Commands",
    "help.value-text": "TEXT",
    "help.value-number": "N",
    "help.value-path": "PATH",
    "help.required": "[required]",
    "help.default": "[default:",
    "usage.error": "{command}: {message}",
    "usage.error.help": "{command}: {message} (help: '{help}')",
    "usage.no-such-option": "no such option {name}",
    "usage.no-such-option.suggest": "no such option {name}; did you mean {options}?",
    "usage.no-such-command": "no such command '{name}'",
    "usage.no-such-command.suggest": "no such command '{name}'; did you mean {options}?",
    "usage.missing-argument": "missing argument {name}",
    "usage.missing-option": "missing option {name}",
    "usage.needs-value": "option {name} needs a value",
    "usage.needs-values": "option {name} needs {count} values",
    "usage.takes-no-value": "option {name} takes no value",
    "usage.extra": "unexpected extra arguments: {args}",
    "usage.bad-value": "invalid value for {name}: {reason}",
    "usage.not-integer": "'{value}' is not a whole number",
    "usage.too-many-digits": "'{value}' has more digits than any value of this option",
    "usage.not-number": "'{value}' is not a number",
    "usage.out-of-range": "{value} is outside the range {range}",
    "usage.not-boolean": "'{value}' is not yes or no",
    "usage.not-a-choice": "'{value}' is not one of {choices}",
    "mv.deck": "DECK",
    "mv.decks": "DECKS",
    "mv.list": "LIST",
    "mv.list-before": "BEFORE",
    "mv.list-after": "AFTER",
    "mv.file": "FILE",
    "yaml.problem.tab": "a tab in the indentation (indent with spaces)",
    "yaml.problem.list": "a comma or the ']' closing the list is missing",
    "yaml.problem.map": "a comma or the closing brace of the mapping is missing",
    "yaml.problem.colon": "a ':' where no value can go (a missing space, quotes or line break?)",
    "yaml.problem.no-colon": "the ':' after the key is missing",
    "yaml.problem.indent": "the indentation does not match the lines before",
    "yaml.problem.unclosed": "the file ends inside unclosed quotes or brackets",
    "yaml.problem.escape": "an unknown escape sequence in double quotes (use single quotes)",
    "yaml.problem.character": "a character that cannot start a value (put the value in quotes)",
    "yaml.problem.alias": "an alias (*name) that is not defined",
    "yaml.problem.anchor": "a repeated anchor (&name)",
    "yaml.problem.documents": "more than one document (a '---' too many)",
    "yaml.problem.tag": "a tag ('{tag}') that builds no value here: write the value alone",
    "yaml.problem.other": "the syntax is not valid YAML",
    "cli.help-option": "Show this message and exit.",
    "cli.lang": "Language of the messages: es or en.",
    "cli.internal-error": (
        "internal error ({detail}); a bug of ydkcheck, not of your deck: please report "
        "it with the command and the file (YDKCHECK_DEBUG=1 shows the traceback)"
    ),
    "cache.damage.unreadable": (
        "cannot read the cache ({reason}); using the data shipped with ydkcheck. 'ydkcheck update'"
        " rebuilds it"
    ),
    "cache.damage.pointer": (
        "the cache does not name a valid data generation; using the data shipped with ydkcheck. "
        "'ydkcheck update' rebuilds it"
    ),
    "cache.damage.meta": (
        "the cache's metadata is not of the expected shape; using the data shipped with ydkcheck. "
        "'ydkcheck update' rebuilds it"
    ),
    "cache.damage.checksum": (
        "the cache's card data does not match its SHA-256 (damaged or edited); using the data "
        "shipped with ydkcheck. 'ydkcheck update' rebuilds it"
    ),
    "cache.damage.lists": (
        "the cache's index of lists is damaged; using the lists shipped with ydkcheck. 'ydkcheck "
        "update' rebuilds it"
    ),
    "cli.warning": "warning: {message}",
    "cli.output-failed": "could not write the output: {reason}",
    "cli.bad-lang": "unknown language '{value}': use es or en",
    "cli.bad-names": "unknown card-name language '{value}': use --names es or --names en",
    "opt.nombres": "Language of card names: es or en (default: that of the messages).",
    "cli.bad-output": "unknown output format '{value}': use {known}",
    "cli.bad-rule": "unknown rule '{value}'; rules: {known}",
    "cli.rule-always-checked": (
        "'{value}' cannot be turned off: it says a sheet whose printed fields say another deck "
        "than the one it carries, which is no deck list until cleared up with the player"
    ),
    "cli.no-input": "no deck given: pass .ydk files, folders or ydke:// URLs",
    "cli.summary": "{decks}: {legal}, {illegal}, {unreadable}",
    "cli.summary.decks": Plural("{count} deck", "{count} decks"),
    "cli.summary.legal": Plural("{count} legal", "{count} legal"),
    "cli.summary.illegal": Plural("{count} illegal", "{count} illegal"),
    "cli.summary.with-edited": "{decks}: {legal}, {edited}, {illegal}, {unreadable}",
    # legal, read from a sheet whose printed fields say another deck: no list until cleared
    "cli.summary.edited": Plural("{count} edited sheet", "{count} edited sheets"),
    "cli.summary.unreadable": Plural("{count} unreadable", "{count} unreadable"),
    # valida: help and options
    "valida.help": "Validate decks (.ydk, ydke://, folders) against the rules and a list.",
    "valida.decks": (
        "Files (.ydk, .txt, .pdf), folders (their .ydk, .txt and .pdf files, subfolders "
        "included), patterns such as 'decks/**/*.ydk', ydke:// URLs or - (one deck on standard "
        "input)."
    ),
    "opt.lista": (
        "List or format: tcg, ocg, goat, edison, speed, genesys, md, world, traditional, a list id "
        "or a .yaml / .lflist.conf file. Default: the newest TCG list."
    ),
    "opt.fecha": "Use the family's list in force on that day (YYYY-MM-DD).",
    "opt.salida": "Output format: {known}.",
    "opt.puntos": "Points cap in points formats (Genesys); default: the list's.",
    "opt.estricto": "Warnings fail too (exit status 1).",
    "opt.ignora": "Do not report this rule (repeatable), e.g. --ignore advice-high-levels.",
    "opt.sin-cache": "Use only the card data shipped in the package, not the one from 'update'.",
    "opt.jobs": (
        "Processes checking decks at once (worth it with thousands of decks); 0: one per core."
    ),
    # input errors
    "input.pipe-timeout": (
        "the pipe did not finish sending within {seconds} s: check what writes it"
    ),
    "input.not-utf8": "is not UTF-8 (byte {byte}): save it as UTF-8",
    "input.too-big": "is larger than {limit} bytes: this is no file ydkcheck reads",
    "input.not-a-file": "is a folder, not a file: name the file itself",
    "input.missing": "does not exist: check the file path",
    "input.is-folder": (
        "is a folder: name a deck, or pass it to 'ydkcheck validate' to check the decks in it "
        "(.ydk, .txt, .pdf)"
    ),
    "input.unreadable": "cannot be read ({reason}): check its permissions",
    "input.link-loop": "is a symbolic link that leads back to itself: point it at the file",
    "input.unreadable.system": (
        "the system will not read it ({reason}): check the path, or copy the file as a plain file"
    ),
    "input.name-too-long": (
        "cannot be opened: the name is longer than the system allows; check that it names the "
        "file you meant, or shorten it"
    ),
    "input.stdin-closed": "standard input is closed: pipe a deck into ydkcheck or name a file",
    "input.empty-folder": "the folder contains no file (hidden ones are not looked at)",
    "input.no-match": "the pattern matches no file: check the path",
    # the files of a folder that are no deck: left out, named, counted
    "input.not-regular": "not a regular file (a pipe, a socket or a device): a deck is a file",
    "input.hidden": (
        "hidden (its name, or a folder's above it, starts with a dot): not read; name it to "
        "check it"
    ),
    "skipped.hidden": (
        "hidden (its name, or a folder's above it, starts with a dot): name it to check it"
    ),
    "input.folder-link": "a link to a folder, not followed: name the folder to check its decks",
    "skipped.folder-link": "a link to a folder, not followed: name the folder to check its decks",
    "input.same-file": "another name of {other} (a link): the file is checked once, as {other}",
    "skipped.same-file": "another name of {other} (a link): the file is checked once, as {other}",
    "skipped.not-a-file": "not a regular file (a pipe, a socket or a device)",
    "input.not-a-deck": "is not named .ydk or .txt: not read as a deck",
    "skipped.no-cards": "no card in it",
    "skipped.not-a-deck": "not a deck (neither .ydk nor .txt, or far larger than a deck)",
    "cli.strict-fails": Plural(
        "with --strict warnings fail the run: {count} legal deck has them (exit 1)",
        "with --strict warnings fail the run: {count} legal decks have them (exit 1)",
    ),
    "cli.edited-fails": Plural(
        "{count} sheet whose printed fields say another deck than the one it carries: no "
        "valid deck list until cleared up with the player (exit 1)",
        "{count} sheets whose printed fields say another deck than the one they carry: no "
        "valid deck lists until cleared up with the players (exit 1)",
    ),
    "cli.no-deck-checked": Plural(
        "no deck was checked: the {count} file of the inputs was left out (why, above); name "
        "a deck, or a folder that holds one",
        "no deck was checked: the {count} files of the inputs were left out (why, above); "
        "name a deck, or a folder that holds one",
    ),
    "cli.skipped": "{source}: left out, {reason}",
    "cli.summary.skipped": Plural("{count} file left out", "{count} files left out"),
    "cli.summary.with-skipped": "{totals}; {skipped}, each named with why",
    "summary.skipped": "left out: {reason}",
    "deck.too-big": "the file holds more than {limit} bytes: it does not look like a deck",
    "deck.nul": Plural(
        "holds {count} NUL byte, which no text holds: delete it, or export the deck again",
        "holds {count} NUL bytes, which no text holds, the first at this line: delete them, or "
        "export the deck again",
    ),
    "deck.binary": "is a binary file (an image?), not a deck: export the deck as .ydk",
    # a PDF deck list: a sheet ydkcheck wrote, or Konami's form filled in
    "sheet.too-big": "is a PDF over {most} MiB: no deck list is that big; export the form again",
    "sheet.too-many-pages": (
        "is a PDF of more than {most} pages: a deck list has one; send only the form"
    ),
    "sheet.encrypted": (
        "is an encrypted PDF (a password, or editing restricted): save a copy without security "
        "and read it again"
    ),
    "sheet.damaged": "is a damaged PDF that cannot be read: export the form again",
    # what reading one PDF may cost
    "sheet.too-much-data": (
        "is a PDF whose streams decompress to more than {most} MiB: no deck list holds that "
        "much; export the form again"
    ),
    "sheet.unmeasured-filter": (
        "is a PDF compressed with {name}, which ydkcheck does not decompress: export or print "
        "the form to PDF again"
    ),
    "hoja.template-is-a-sheet": (
        "is a sheet ydkcheck already wrote: it carries a deck, and a sheet made from it would "
        "carry or print that one too; give the blank form as --template"
    ),
    "hoja.template-shows-more": (
        "carries what a PDF reader shows or runs beside its fields ({what}): a sheet made from "
        "it would print or open another list than the deck, and reads back as edited; give a "
        "clean copy of the blank form as --template"
    ),
    "hoja.template-reads-otherwise": (
        "a sheet filled from it does not read back as written ({problem}); give a clean copy "
        "of the blank form as --template"
    ),
    "hoja.template-another-deck": (
        "a sheet filled from it reads back as another deck than the one written; give a clean "
        "copy of the blank form as --template"
    ),
    "hoja.template-no-form-dictionary": (
        "its fields are widgets on its page that no form dictionary (/AcroForm) lists, as an "
        "old program that filled it leaves them: a reader would not draw them anew; give the "
        "blank form as --template"
    ),
    "hoja.template-extra.actions": "scripts, actions or files carried inside",
    "hoja.template-extra.annotations": "annotations that draw",
    "hoja.template-extra.layers": "layers",
    "hoja.template-extra.pictures": "pictures over the fields",
    "hoja.template-extra.printed": "words drawn over the fields",
    "hoja.template-extra.shown": "a field shown more than once",
    "hoja.template-extra.twice": "keys defined twice",
    "sheet.not-a-form": (
        "is a PDF without the deck list form's fields: fill Konami's form (or ydkcheck "
        "hoja's) in a PDF reader, or give the deck as .ydk"
    ),
    "sheet.bad-carried": (
        "the deck this sheet carries does not match its fingerprint: the file was altered; "
        "make the sheet again with ydkcheck hoja"
    ),
    "sheet.at-field": "{field}: {problem}",
    "sheet.no-card": "a count ({count}) without a card's name: write the name or clear the count",
    "sheet.no-count": (
        "'{name}' has no count: the form adds a blank count as 0, so no copy is read; write "
        "how many copies"
    ),
    "sheet.blanks": (
        "the {field} holds a line break, a tab or a run of blanks, which may print part of it "
        "outside its box: the row is not read; write it on one line with single spaces"
    ),
    "sheet.field.name": "card's name",
    "sheet.field.count": "count",
    "sheet.too-long": (
        "the field holds more than {most} characters, longer than any card's name: write one "
        "card a row"
    ),
    "sheet.unknown-field": (
        "the field '{field}', which is not the form's, holds '{text}': it is not read as a "
        "card; check it on the printed sheet"
    ),
    "sheet.field-choice": (
        "the form's field '{field}' is a list to choose from, not text: a reader sees an "
        "option's text, which may be another card than its value; fill in the form again"
    ),
    "sheet.field-longer": (
        "the form's field '{field}' holds more characters than it lets a reader see (its "
        "MaxLen): a viewer shows it cut short, perhaps as another card; fill in the form again"
    ),
    "sheet.field-password": (
        "the form's field '{field}' is a password field: a reader that draws it shows its "
        "text as asterisks, so the paper does not show the card read; fill in the form again"
    ),
    "sheet.field-file": (
        "the form's field '{field}' is a file to select, not text a reader shows as written; "
        "fill in the form again"
    ),
    "sheet.field-parent": (
        "the form's field '{field}' names another parent field than the one that lists it: a "
        "reader shows what it inherits from the one it names, which may be another card; fill "
        "in the form again"
    ),
    "sheet.field-value": (
        "the form's field '{field}' holds its text otherwise than as text (a stream, or null "
        "over its parent's value): viewers show it differently, perhaps as another card; fill "
        "in the form again"
    ),
    "sheet.field-twice": (
        "the form has two fields named '{field}' holding different text: which one a reader "
        "shows or prints cannot be told; fill in the form again"
    ),
    "sheet.pages": (
        "the sheet has {count} pages, where a deck list has one: the form's fields are read, "
        "but what the other pages print is not; check the deck against every page"
    ),
    "sheet.page-heavy": (
        "the pages draw with {kb} KB, more than the {most} KB read for text outside the form's "
        "fields: what they print cannot be checked; check the deck against the paper"
    ),
    "sheet.actions": (
        "the file holds actions a PDF reader runs when it opens, prints or fills it in "
        "({kinds}), which are not a form's totals and checks: they can change what it shows "
        "and prints after ydkcheck read it; check the deck against the paper"
    ),
    "sheet.layers": Plural(
        "the file has {count} layer (optional content), which a reader may show on screen and "
        "print otherwise: what the paper prints may not be what ydkcheck read; check the deck "
        "against the paper",
        "the file has {count} layers (optional content), which a reader may show on screen and "
        "print otherwise: what the paper prints may not be what ydkcheck read; check the deck "
        "against the paper",
    ),
    "sheet.keys-twice": (
        "the file defines {keys} twice in one dictionary: PDF readers differ on which one they "
        "take, so what one shows another may print otherwise; check the deck against the paper"
    ),
    "sheet.xref-repaired": (
        "the file's cross-references do not say where its objects are, and PDF readers each "
        "rebuild them their own way: what one shows another may print otherwise; check the "
        "deck against the paper"
    ),
    "sheet.objects-misfiled": Plural(
        "{count} object of the file ({objects}) is filed twice in its object stream, or at an "
        "index holding another: PDF readers differ on which copy they take, so what one shows "
        "another may print otherwise; check the deck against the paper",
        "{count} objects of the file ({objects}) are filed twice in their object stream, or at "
        "an index holding another: PDF readers differ on which copy they take, so what one "
        "shows another may print otherwise; check the deck against the paper",
    ),
    "sheet.viewer-draws": Plural(
        "a PDF viewer draws {count} field of page {page} otherwise than ydkcheck reads the "
        "file ({fields}): PDF readers find other objects in it, so the paper may print "
        "another count or card than the one read; the printed sheet and the file are two "
        "lists, so neither is confirmed; check the deck against the paper",
        "a PDF viewer draws {count} fields of page {page} otherwise than ydkcheck reads the "
        "file ({fields}): PDF readers find other objects in it, so the paper may print "
        "other counts or cards than the ones read; the printed sheet and the file are two "
        "lists, so neither is confirmed; check the deck against the paper",
    ),
    "sheet.viewer-draws-page": (
        "a PDF viewer draws page {page} otherwise than ydkcheck reads the file, outside its "
        "fields: PDF readers find other objects in it; the printed sheet and the file may be "
        "two lists, so neither is confirmed; check the deck against the paper"
    ),
    "sheet.viewer-unread": (
        "the file could not be drawn as ydkcheck reads it, to compare with what a PDF viewer "
        "draws: what the paper prints is not checked; check the deck against the paper"
    ),
    "sheet.pictures": Plural(
        "the page draws {count} picture over the form's fields: it reads as no text, but can "
        "print a card, or cover one; the printed sheet and the file may be two lists; check "
        "the deck against the paper",
        "the page draws {count} pictures over the form's fields: they read as no text, but "
        "can print cards, or cover them; the printed sheet and the file may be two lists; "
        "check the deck against the paper",
    ),
    "sheet.annotation": (
        "the page carries a {kind} annotation, which draws over the form: it can cover a field "
        "or print a card of its own; the printed sheet and the file may be two lists; check "
        "the deck against the paper"
    ),
    "sheet.shown": (
        "{field} holds '{value}' but the page shows it {times} times, not once (a hidden or "
        "empty box, or a second one): the printed sheet and the file are two lists; check the "
        "deck against the paper"
    ),
    "sheet.page-fingerprint": (
        "the page prints the fingerprint {printed}, and the deck read from the sheet is {read}: "
        "the page was written for another deck; check the deck against the paper"
    ),
    "sheet.page-code": (
        "the page prints a code (QR or another a phone reads) of the deck {printed}, and the "
        "deck read from the sheet is {read}: a phone or a simulator scanning the paper gets "
        "another deck; check the deck against the paper"
    ),
    "sheet.page-code-broken": (
        "the page prints a code of a deck that does not read as one (its ydke:// URL broken, "
        "or not the deck of the fingerprint beside it): what a simulator loads from the paper "
        "is not the deck read; check the deck against the paper"
    ),
    "sheet.page-code-other": (
        "the page prints a code (QR or another) holding '{text}', no deck: a deck list prints "
        "none but its deck's, and where this one leads is not checked; check the paper"
    ),
    "sheet.page-code-missing": (
        "the page prints no QR code a reader can decode, where a ydkcheck sheet prints its "
        "deck's: it was removed or covered; check the deck against the paper"
    ),
    "sheet.codes-many": (
        "the pages print more codes than ydkcheck reads, or are too big to draw at 300 dpi: "
        "what their codes hold is not checked; check the deck against the paper"
    ),
    "sheet.codes-slow": (
        "the page took too long to render, so its codes (QR and others) were not read: what "
        "they hold is not checked; check the deck against the paper"
    ),
    "sheet.codes-failed": (
        "the page could not be rendered, so its codes (QR and others) were not read: what they "
        "hold is not checked; check the deck against the paper"
    ),
    "sheet.page-card": (
        "the page itself prints '{text}', a card, outside the form's fields: the printed sheet "
        "and the file are two lists; check the deck against the paper"
    ),
    "sheet.printed": (
        "{field} prints '{printed}' but holds '{value}': the printed sheet and the file are two "
        "lists; check the deck against the paper"
    ),
    "sheet.printed-unread": (
        "{field} holds '{value}', but what it prints cannot be read: check it on the printed sheet"
    ),
    "sheet.passcode-row": (
        "'{text}' is a passcode, not a card's name, which is what the paper shows: read as "
        "{card}; confirm it with the player, or write its name"
    ),
    "sheet.more-than-a-name": (
        "'{text}' writes more than a card's name: read as {card}, the rest not; a form's row "
        "holds a name alone: confirm with the player what it says"
    ),
    "sheet.field-card": (
        "'{text}' names {card} outside the card rows, where no count reads it: confirm with "
        "the player that it is no card of the deck"
    ),
    "sheet.not-a-card-line": (
        "'{name}' does not read as one card with that count, as a list's line would not: "
        "write the card's name alone"
    ),
    "sheet.bad-count": "the count «{count}» is not a number of copies: write 1, 2 or 3",
    "sheet.edited": (
        "the fields say {written} of {name} in the {section}, the deck the sheet's file carries "
        "{carried}: a field was edited after ydkcheck wrote it"
    ),
    "rule.title.sheet-edited": "A field of a ydkcheck sheet that differs from the deck it carries",
    "rule.help.sheet-edited": (
        "The sheet's QR code and its file carry the deck as written; its visible fields now "
        "say otherwise: someone edited them. The judge decides which the player registered."
    ),
    "deck.not-text": "is not readable text: save the deck as UTF-8",
    "deck.empty": "is empty: save the deck again, or name the file that holds it",
    "deck.no-cards": (
        "contains no card: a .ydk lists one passcode per line under #main, #extra and !side"
    ),
    "deck.no-cards.text": (
        "holds headings but no card: a text list writes each card on a line of its own, its "
        "copies before its name (3 Pot of Greed)"
    ),
    "ydke.passcode-too-big": (
        "passcode {value} does not fit in a ydke:// URL (at most {most}): fix it in the deck"
    ),
    "ydke.sections": (
        "a ydke:// URL has three sections, each ended by '!' (main!extra!side!); this one has "
        "{found}: copy the whole URL again"
    ),
    "ydke.no-side": (
        "the ydke:// URL ends after its Extra Deck (main!extra!), with no Side Deck section: "
        "it may have been cut when pasted; if the deck has no Side Deck, end it with one more "
        "'!' (main!extra!!), else copy the whole URL again"
    ),
    "ydke.unended": (
        "the ydke:// URL does not end in '!' after its Side Deck: it may have been cut when "
        "pasted (a cut between two cards leaves no other sign); copy the whole URL again"
    ),
    "ydke.after-side": (
        "the ydke:// URL goes on after its three sections (main!extra!side!): '{text}' "
        "follows; remove it: the URL ends at the '!' after the Side Deck"
    ),
    "ydke.no-cards": (
        "contains no card: the three sections of this ydke:// URL are empty; copy the deck's "
        "URL again"
    ),
    "ydke.second-url": (
        "a second ydke:// URL (the first is on line {first}): a file holds one deck; put each "
        "URL in a file of its own, or pass the URLs themselves"
    ),
    "ydke.not-alone": (
        "a ydke:// URL, and other text on line {other}: a file holding a URL holds only the "
        "URL; delete the rest, or pass the URL itself"
    ),
    "ydke.encoded": (
        "holds a ydke:// URL percent-encoded ('ydke:%2F%2F...', as a link's address writes "
        "it): copy the URL itself from the app, or decode it"
    ),
    "ydke.scheme": (
        "looks like a ydke:// URL but does not start with 'ydke://': copy the whole URL again"
    ),
    "ydke.base64": (
        "the {section} section of the ydke:// URL is not valid base64: copy the URL again"
    ),
    "ydke.length": Plural(
        "the {section} section of the ydke:// URL is {size} byte, not a multiple of 4: copy the "
        "URL again",
        "the {section} section of the ydke:// URL is {size} bytes, not a multiple of 4: copy the "
        "URL again",
        count="size",
    ),
    "decklist.too-many-copies": (
        "more than {most} copies on one line: a deck has at most 60 cards in its Main Deck"
    ),
    "deck.too-many-cards": (
        "more than {most} cards: this is no deck (a real one holds at most 60 + 15 + 15)"
    ),
    "decklist.too-many-lines": (
        "more than {most} written lines: a deck list, even with its notes, is far shorter; "
        "keep the list alone in the file"
    ),
    # list files
    "list.yaml-syntax": "invalid YAML: {problem}",
    "list.empty": "the list file is empty",
    "list.not-a-list": (
        "is no list: a list file is a YAML mapping of its keys (id, name, forbidden, limited...) "
        "or an EDOPro .lflist.conf; name a list file, or a list by its id (ydkcheck banlists)"
    ),
    "list.not-mapping": "'{what}' must be a key: value mapping",
    "list.not-sequence": "'{what}' must be a list",
    "list.not-scalar": "'{what}' must be a plain value",
    "list.bad-key": "invalid key in '{what}'",
    "list.duplicate-key": "key '{key}' repeated (already on line {first})",
    "list.unknown-key": "unknown key '{key}'; valid keys: {known}",
    "list.missing-key": "key '{key}' is missing",
    "list.not-integer": "{what}: '{value}' is not a whole number",
    "list.out-of-range": "{what}: {value} is outside {low}–{high}",
    "list.below-minimum": "{what}: {value} is below the minimum, {low}",
    "list.bounds-reversed": (
        "'{what}': the maximum, {high}, is below the minimum, {low}; write [minimum, maximum]"
    ),
    "list.bad-bounds": "'{what}' must be [minimum, maximum]",
    "list.bad-date": "invalid date '{value}': use YYYY-MM-DD",
    "list.bad-choice": "{what}: '{value}' is not valid; use {known}",
    "list.duplicate-card": "card {card} is listed twice (already in {first})",
    "lflist.bad-line": "invalid line '{text}': expected 'passcode count --name'",
    "lflist.no-name": "card before any '!name': start the list with '!name'",
    "lflist.no-list": "contains no list ('!name')",
    "lflist.bad-passcode": (
        "passcode {id} is past 32 bits: EDOPro and YGOPro read it as another card; write the "
        "card's own passcode"
    ),
    "lflist.bad-count": "count {count} outside 0–3",
    "lflist.bad-points": "negative points: {count}",
    "lflist.bad-pool": (
        "invalid Limit pool line '{text}': expected '#limit-pool N passcode --name' (N from 1)"
    ),
    "lflist.repeated-card": (
        "passcode {card} is listed again with another count: {count} here, {first_count} on "
        "line {first}; keep one line (EDOPro would silently take the last)"
    ),
    "lflist.unknown-directive": (
        "unknown line '{text}': a list knows only $whitelist and $genesys, and EDOPro skips "
        "any other (a misspelt $whitelist would leave a blacklist)"
    ),
    "lflist.line-break": (
        "the line holds a {code}, which editors show as a line break and EDOPro does not: what "
        "shows as the next line would be a comment; put each entry on its own line"
    ),
    "lflist.empty-list": (
        "the list '{name}' names no card: a list must name one at least; to read another "
        "list of the file: ydkcheck banlists import FILE --which NAME"
    ),
    "lflist.empty-unnamed-list": (
        "the list with no name (a bare '!') names no card: a list must name one at least; to "
        "read another list of the file: ydkcheck banlists import FILE --which NAME"
    ),
    "lflist.several-lists": (
        "holds {count} lists and only the first, '{name}', is read; to read another ({others}), "
        "'ydkcheck banlists import FILE --which NAME' writes it as YAML for --banlist"
    ),
    "lflist.several-lists-alike": (
        "holds {count} lists and only the first, '{name}', is read; two lists are named alike "
        "({twice}): rename one, and 'ydkcheck banlists import FILE --which NAME' writes the "
        "list you choose as YAML for --banlist"
    ),
    "lflist.several-lists-first-unnamed": (
        "holds {count} lists and only the first, which has no name (a bare '!' on line {line}), "
        "is read; to read another ({others}), 'ydkcheck banlists import FILE --which NAME' "
        "writes it as YAML for --banlist"
    ),
    "lflist.several-lists-alike-first-unnamed": (
        "holds {count} lists and only the first, which has no name (a bare '!' on line {line}), "
        "is read; two lists are named alike ({twice}): rename one, and 'ydkcheck banlists "
        "import FILE --which NAME' writes the list you choose as YAML for --banlist"
    ),
    "lflist.list-named-twice": (
        "holds more than one list named '{name}' (lines {lines}): rename one so that each "
        "can be chosen with --which"
    ),
    "lflist.unknown-list": "holds no list named '{name}'; its lists: {known}",
    "lflist.unnamed": "one with no name (a bare '!' on line {line})",
    "lflist.nameless": "no name: a bare '!'",
    "lflist.mixed-counts": (
        "passcodes {card} (count {count}, line {line}) and {other} (count {other_count}, line "
        "{other_line}) are one card, {name}: each copy is held to its own passcode's count and "
        "the copies count together, as EDOPro does; give both one count if that was meant"
    ),
    # sections and severities
    "type.monster": "Monster",
    "type.spell": "Spell",
    "type.trap": "Trap",
    "type.skill": "Skill",
    "type.token": "Token",
    "type.fusion": "Fusion",
    "type.synchro": "Synchro",
    "type.xyz": "Xyz",
    "type.link": "Link",
    "type.ritual": "Ritual",
    "type.pendulum": "Pendulum",
    "type.heading.monster": "Monsters ({count})",
    "type.heading.spell": "Spells ({count})",
    "type.heading.trap": "Traps ({count})",
    "section.main": "Main Deck",
    "section.extra": "Extra Deck",
    "section.side": "Side Deck",
    "severity.error": "error",
    "severity.warning": "warning",
    "severity.info": "advice",
    # rules: the diagnostics
    "syntax.not-utf8": (
        "this line is not UTF-8: read as Windows-1252 (Latin-1), the others as UTF-8; save "
        "the deck as UTF-8"
    ),
    "syntax.not-utf8.lines": (
        "this line and {count} more are not UTF-8: each read as Windows-1252 (Latin-1), the "
        "others as UTF-8; save the deck as UTF-8"
    ),
    "syntax.line": (
        "unrecognised line '{text}': expected a passcode, #main, #extra, !side or a # comment"
    ),
    "syntax.text-line": "unreadable line '{text}': expected a count and a card name, or a heading",
    "syntax.no-header": "cards before any #main/#extra/!side: counted in the Main Deck",
    # text decklists read as written, and .ydk lines the simulators load otherwise
    "deck.title-only": Plural(
        "no line was read as a card: {count} line was taken as the list's title; write one "
        "card a line, as 3 Name, under Main Deck, Extra Deck and Side Deck",
        "no line was read as a card: {count} lines were taken as the list's title; write one "
        "card a line, as 3 Name, under Main Deck, Extra Deck and Side Deck",
    ),
    "deck.ydk-no-cards-read": Plural(
        "no line was read as a card ({count} line could not be read, the first here): a .ydk "
        "lists one passcode per line, of at most ten digits 0-9",
        "no line was read as a card ({count} lines could not be read, the first here): a .ydk "
        "lists one passcode per line, of at most ten digits 0-9",
    ),
    "deck.several-a-line": Plural(
        "no line was read as a card, and {count} line writes several cards one after another: "
        "write each card and its count on a line of its own",
        "no line was read as a card, and {count} lines write several cards one after another: "
        "write each card and its count on a line of its own",
    ),
    "deck.no-cards-read.script": Plural(
        "no line was read as a card ({count} line could not be read): ydkcheck reads card "
        "names in English and Spanish, and these are written in another alphabet; write the "
        "passcodes, or give the deck as .ydk",
        "no line was read as a card ({count} lines could not be read): ydkcheck reads card "
        "names in English and Spanish, and these are written in another alphabet; write the "
        "passcodes, or give the deck as .ydk",
    ),
    "deck.no-cards-read.breaks": (
        "no line was read as a card: the file's lines are separated by {code}, which an "
        "editor shows as a line break but which is none, to ydkcheck or to the simulators; "
        "save the file with line feeds"
    ),
    "deck.no-cards-read": Plural(
        "no line was read as a card ({count} line could not be read): check the card names; "
        "ydkcheck reads them in English and Spanish, so a list in another language needs its "
        "passcodes, or the deck as .ydk",
        "no line was read as a card ({count} lines could not be read): check the card names; "
        "ydkcheck reads them in English and Spanish, so a list in another language needs its "
        "passcodes, or the deck as .ydk",
    ),
    "syntax.numbered": (
        "lines {first} to {last} are counted 1), 2), 3)...: a reader may see a numbered list of "
        "one copy each, ydkcheck reads the numbers as copies; confirm which, and write counts "
        "as 3 Name"
    ),
    "syntax.line-numbers": (
        "lines {first} to {last} each start with a number one after the other (1., 2., 3. "
        "...), as a list copied with its line numbers: they are read as line numbers, not as "
        "copies; confirm with the player, and give the list without them"
    ),
    "syntax.section-again": (
        "'{text}' heads again a section already headed above, after another one: its cards are "
        "counted with the first's; if the file holds two decks, or a list for another game, "
        "keep one deck a file"
    ),
    "syntax.main-under-cards": Plural(
        "'{text}' stands under {count} card no heading heads: it is read as the Main Deck's, "
        "as are the cards under the heading; if the heading labels the card above it, as a "
        "deck box writes it, the cards under it are another section's: check the list's "
        "sections, or write each heading above its cards",
        "'{text}' stands under {count} cards no heading heads: they are read as the Main "
        "Deck's, as are the cards under the heading; if the heading labels the cards above "
        "it, as a deck box writes it, the cards under it are another section's: check the "
        "list's sections, or write each heading above its cards",
    ),
    "syntax.extra-after-side": (
        "'{text}' under the Side Deck, in a list that names no Extra Deck, is read as the Extra "
        "Deck, as lists of 2002-2008 write their Fusion Deck after the Side Deck; if its cards "
        "are Side Deck cards, write an Extra Deck heading above the Extra Deck's"
    ),
    "syntax.gloss": (
        "'{text}': {gloss} is set aside, as ydkcheck reads no Japanese; the line is read by "
        "what it writes before it: where it is a card, check that both name that card"
    ),
    "syntax.number-card": (
        "'{text}' alone on its line is read as one copy of the card {card} ({id}), whose name "
        "is that number: if it is a count, write it beside its heading or its card"
    ),
    "syntax.name-or-count": (
        "'{text}' is read as the card {card}; if it means {count} × {other}, write {count} {other}"
    ),
    # "No. 39: Utopia": "Number" shortened, read as the one Number card it names
    "syntax.note-name": (
        "'{name}' is read as {card} ({id}) and a note; the note may finish the name of "
        "{other} ({other_id}): if that card is meant, write its whole name"
    ),
    "syntax.note-name.script": (
        "'{name}' is read as {card} ({id}) and words holding letters of another script, which "
        "may stand for Latin ones; other cards' names hold its own ({others}): if the words "
        "write one of them, write its whole name"
    ),
    "syntax.name-split": (
        "'{name}' is read as {card} ({id}), whose words it writes; before its sign, it writes "
        "the name of {other} ({other_id}): if that card and a note are meant, write its name "
        "alone"
    ),
    "syntax.name-case": (
        "'{name}' is read as {card} ({id}), whose name it writes but for its capitals; its "
        "letters, capitals too, are those of another card ({others}): if that one is meant, "
        "write its passcode"
    ),
    "syntax.name-shared": (
        "'{name}' is the name of more than one card: read as {card} ({id}), the one the "
        "others count as; a deck with {passcodes} holds another card: write its passcode"
    ),
    "syntax.number-shortened": (
        "'{name}' is read as {card}, the only card it names with 'Number' written out: at a "
        "deck check Konami's policy reads it as that card ('ydkcheck compare' does too); "
        "write the whole name"
    ),
    "syntax.label-card": (
        "'{text}' is taken as a label (the player, the event, a date) but names a card: a copy "
        "written there is not counted; write the card on a line of its own"
    ),
    "syntax.label-card.other": (
        "'{text}': a card under '{label}' is taken as not in the deck, and is not counted; if "
        "it is in the deck, write it under its section"
    ),
    "rule.count.left-out-type": (
        "'{text}': a card under '{heading}', a type's heading after '{label}': whether the deck "
        "plays it cannot be told; it is not counted: write it under its section if the deck "
        "plays it, else leave it out of the list"
    ),
    "rule.count.under-notes": (
        "'{text}': a card under '{label}', the author's notes, which do not say whether the "
        "deck plays it; it is not counted: write it under its section if the deck plays it, "
        "else leave it out of the list"
    ),
    "syntax.mostly-unread": (
        "more lines were not read ({unread}) than read as cards ({read}): the list may be in "
        "another language or layout, and the verdict and counts stand on the lines read alone"
    ),
    "syntax.comment-card": (
        "'{text}' is a comment that names a card: a copy written there is not counted; write "
        "the card on a line of its own, or the comment without the card's name"
    ),
    "syntax.sentence": (
        "line taken as a sentence of the text around the list, not as a card: '{text}'"
    ),
    "syntax.comment-script": (
        "'{text}' is a comment in another alphabet among the cards: if it heads another "
        "section, the cards after it are still counted in the {section}; write the heading in "
        "English or Spanish"
    ),
    "syntax.comment-shorthand": (
        "'{text}' writes a count beside words that fit {card} alone: if the comment means "
        "copies of it, they are not counted; write the card on a line of its own"
    ),
    "syntax.title": "line taken as the list's title, not as a card: '{text}'",
    "syntax.two-languages": (
        "the list writes card names in English and in Spanish (lines in English: {english}; "
        "in Spanish: {spanish}), this line the first in Spanish: Konami's policy asks for a "
        "list in one language (TP 2.3)"
    ),
    "syntax.two-languages.english": (
        "the list writes card names in Spanish and in English (lines in Spanish: {spanish}; "
        "in English: {english}), this line the first in English: Konami's policy asks for a "
        "list in one language (TP 2.3)"
    ),
    "syntax.title-lines": Plural(
        "{count} line before the list taken as its title, not as cards: '{text}'",
        "{count} lines before the list taken as its title, not as cards: '{text}', ...",
    ),
    "syntax.after-deck-box": (
        "'{text}' stands after the deck box closed on line {line}: a site shows it outside "
        "the list, and it is read in that box's section; check that it is in the deck"
    ),
    "syntax.labels-under": (
        "'{text}' and '{next}' head no card: the list is read as a deck box writes it, each "
        "label under its cards (the cards above a Side Deck label, as TCGplayer writes 'Side "
        "Deck [15]', are the Side Deck); check its sections, or write each heading above its "
        "cards"
    ),
    "syntax.no-headings-main": Plural(
        "the list has no Main, Extra or Side heading: its {count} card is read as the Main "
        "Deck; write 'Side Deck' above any Side Deck cards",
        "the list has no Main, Extra or Side heading: its {count} cards are all read as the "
        "Main Deck; write 'Side Deck' above any Side Deck cards",
    ),
    "syntax.no-headings": Plural(
        "the list has no Main, Extra or Side heading: {count} Extra Deck monster is placed in "
        "the Extra Deck, as the simulators place it, and the rest of its cards ({main}) are all "
        "read as the Main Deck; write 'Side Deck' above any Side Deck cards",
        "the list has no Main, Extra or Side heading: {count} Extra Deck monsters are placed in "
        "the Extra Deck, as the simulators place them, and the rest of its cards ({main}) are "
        "all read as the Main Deck; write 'Side Deck' above any Side Deck cards",
    ),
    "syntax.no-headings.extra-only": Plural(
        "the list has no Main, Extra or Side heading: {count} Extra Deck monster is placed in "
        "the Extra Deck, as the simulators place it",
        "the list has no Main, Extra or Side heading: {count} Extra Deck monsters are placed in "
        "the Extra Deck, as the simulators place them",
    ),
    "rule.count.two": "two counts on one line, '{text}': write one count and the card's name",
    "rule.count.headings-run-together": (
        "'{text}' writes the headings of several sections on one line, as a table's header "
        "whose columns were run together when it was copied: ydkcheck cannot tell where each "
        "section starts, and the cards after it stay in the {section}. Write each heading "
        "alone on its line, above its cards"
    ),
    "rule.count.section-comment": (
        "'{text}' names a section of the deck but is no heading ydkcheck can read: the cards "
        "after it stay in the {section}. Write the heading alone on its line ({named}), or "
        "the comment without the section's name"
    ),
    "rule.count.hidden": (
        "'{text}' reads as a label but writes copies of a card: write the card on a line of "
        "its own, and the label without it"
    ),
    "rule.count.shown-otherwise": (
        "'{text}' holds {code}, which shows the line otherwise than it reads (broken in two, "
        "reversed, struck through, commented out, coloured or resized by a forum, or hidden by "
        "a terminal): no card is read from it; write it plainly, one card a line"
    ),
    "rule.count.struck-lines": (
        "'{text}' opens or closes a forum's strike-through over the lines between it and its "
        "other tag, or the list's end: where the list is shown they are struck out, as cards "
        "left out, and ydkcheck reads them as written; write the list without the tags, and "
        "without the cards left out"
    ),
    "rule.count.above": (
        "'{text}' stands alone above '{card}', a card line that writes no count: if it is "
        "that card's count, write it on the card's line (3 Name); the card is read as one copy"
    ),
    "rule.count.alone": (
        "'{text}' stands alone under a card written without its count: if it is that card's "
        "count, write it on the card's line (3 Name)"
    ),
    "rule.count.broken-name": (
        "'{text}' ends the name begun on line {before}: together they name {card}; write the "
        "card's name and its count on one line"
    ),
    "syntax.markup-lines": (
        "'{text}' opens or closes a forum's colour, size, font or spoiler over the lines "
        "between it and its other tag, or the list's end: where the list is shown they may be "
        "hidden or too small to read, and ydkcheck reads them as written; confirm them with the "
        "player, or write the list without the tags"
    ),
    "syntax.note-card": (
        "'{text}' names {other} in brackets beside {card}: read as {card}; confirm with the "
        "player which card the line plays, or write the note without the other's name"
    ),
    "syntax.inline-heading": (
        "'{text}' writes a heading and a card on one line, and the cards after it are read "
        "under that heading too: write the heading on a line of its own above its cards"
    ),
    "syntax.misplaced-type": (
        "'{text}': {card} ({type}) is written under the heading '{heading}', of another card "
        "type: on Konami's form each card goes in its type's section, and each count by type "
        "counts the cards of its section: write it under its type's heading"
    ),
    "syntax.misplaced-label": (
        "'{text}': {card} ({type}) is among the cards that the deck box's label '{heading}', "
        "of another card type, counts: on Konami's form each card goes in its type's section, "
        "and each count by type counts the cards of its section: write it with its type's cards"
    ),
    "rule.count.several": (
        "'{text}' writes several cards on one line ({cards}): write each card and its count "
        "on a line of its own"
    ),
    "rule.count.range": (
        "'{text}' writes a range of counts, not a count: write how many copies of {card} the "
        "deck holds"
    ),
    "rule.count.note": (
        "'{text}': a note beside the card, in brackets or after '//', changes what the line "
        "counts or where it goes: write the copies played under their section's heading, "
        "without the note"
    ),
    "rule.count.empty-cell": (
        "'{text}': a table's row with an empty cell: ydkcheck cannot tell what it leaves out "
        "(a count, a card, a section's column) and guesses no copy; write the row without it"
    ),
    "rule.count.absent": (
        "'{text}': a note says copies of the card are not in the deck (a proxy, missing, not "
        "owned): write the copies the deck holds under their section's heading, without the "
        "note"
    ),
    "rule.title-lines": (
        "{count} lines from here on were taken as the list's title and not looked at for cards: "
        "confirm with the player that none of them is a card of the deck"
    ),
    "rule.title-names-card": (
        "'{text}', taken as the list's title, names {card}: confirm with the player whether "
        "it is a card of the list"
    ),
    "rule.title-card": (
        "'{text}', taken as the list's title, is the name of {card} but for a slip: confirm "
        "with the player whether it is a card of the list"
    ),
    "rule.count.long-line": (
        "'{text}': a line of more than {most} characters that writes a count; no card's name "
        "is that long: write it without what is left over"
    ),
    "rule.count.long-line-named": (
        "'{text}': a line of more than {most} characters that names {card}; no card's name is "
        "that long: write the card's line alone, and the rest as a comment after '//'"
    ),
    "rule.count.after-note": (
        "'{text}': the line goes on after a note in brackets ('{after}'), and a card line holds "
        "one card: no card is read from it. Write each card on a line of its own, its notes "
        "at the end"
    ),
    "rule.count.unclosed-note": (
        "'{text}': its note in brackets ('{note}') is never closed (perhaps a card's text, "
        "pasted and wrapped onto the next lines): no card is read from it. Close the bracket "
        "on the card's line, or write the card without the note"
    ),
    "rule.count.unclosed-note.wrapped": (
        "'{text}' follows the card line on line {before}, whose note in brackets is never "
        "closed: perhaps the rest of that note, and no card is read from it. Write the note "
        "on the card's line, closed, or this line as a card line of its own"
    ),
    "rule.count.zero": "'{text}' counts 0 copies: write the copies played, or leave the line out",
    "rule.count.bracketed": (
        "'{text}': a count in brackets that ydkcheck does not take as the line's count: write "
        "the count once, at the start of the line (3 Name)"
    ),
    "rule.count.name-or-count": (
        "'{text}' is both the card {card} and {count} × {other}: write 1 {card} or {count} {other}"
    ),
    "rule.count.title-or-card": (
        "'{text}' above the list writes no count: it is both the list's title and one copy "
        "of {card}; it is read as the card: write 1 {card} among the cards, or leave the "
        "title out"
    ),
    "rule.count.heading-or-card": (
        "'{text}' under a heading written without its count is both the heading's count and "
        "one copy of the card {card} ({id}): write the count on the heading's line, or 1 {card}"
    ),
    "rule.count.number-or-count": (
        "'{text}' is both 1 × {card} and {count} × {card} written short ('{name}'): write "
        "1 {card} or {count} {card}"
    ),
    "rule.count.x-or-name": (
        "'{text}' is both {count} × {card} and {count} × {other} (its X read as the x of a "
        "count): write {count} {card} or {count} {other}"
    ),
    "rule.count.script": "'{text}': the count is not written in the digits 0-9",
    "rule.list-total": Plural(
        "the list writes {written} here, but {counted} card was read",
        "the list writes {written} here, but {counted} cards were read",
        "counted",
    ),
    "rule.list-total.unread": Plural(
        "the list writes {written} here, but {counted} card was read; its group has lines not "
        "read (line {unread}: see each one's problem), whose copies may make the difference",
        "the list writes {written} here, but {counted} cards were read; its group has lines "
        "not read (line {unread}: see each one's problem), whose copies may make the difference",
        "counted",
    ),
    "rule.list-total.unread-list": Plural(
        "the list writes {written} here, but {counted} card was read; the list has lines not "
        "read (line {unread}: see each one's problem), whose copies may make the difference",
        "the list writes {written} here, but {counted} cards were read; the list has lines not "
        "read (line {unread}: see each one's problem), whose copies may make the difference",
        "counted",
    ),
    "rule.list-total.kind": Plural(
        "the list writes {written} here, but {counted} card of its heading's type was read "
        "({under} under it)",
        "the list writes {written} here, but {counted} cards of its heading's type were read "
        "({under} under it)",
        "counted",
    ),
    "rule.list-total.kind-unread": Plural(
        "the list writes {written} here, but {counted} card of its heading's type was read "
        "({under} under it); its group has lines not read (line {unread}: see each one's "
        "problem), whose copies may make the difference",
        "the list writes {written} here, but {counted} cards of its heading's type were read "
        "({under} under it); its group has lines not read (line {unread}: see each one's "
        "problem), whose copies may make the difference",
        "counted",
    ),
    "rule.ydk-load.side": (
        "'#side' is a comment to YGOPro and EDOPro (only '!side' starts the Side Deck): they keep "
        "the cards after it in the Main or Extra Deck, and so does ydkcheck; write !side"
    ),
    "rule.ydk-load.side-text": (
        "this .ydk holds a line that is no passcode, so it is read as a text list and '#side' "
        "opens the Side Deck here; YGOPro and EDOPro take '#side' as a comment and keep the "
        "cards after it in the Main or Extra Deck: write !side, or name the file .txt"
    ),
    "rule.ydk-load.no-card": (
        "YGOPro and EDOPro load no card from this line (a .ydk holds one passcode a line): "
        "write the card's passcode"
    ),
    "rule.ydk-load.suffix": (
        "YGOPro and EDOPro read this line as card {id} (they stop at the first character that "
        "is not a digit): write the passcode alone"
    ),
    "rule.ydk-load.sign": (
        "EDOPro reads this line as card {id}, YGOPro skips it (it does not start with a digit), "
        "ydkcheck counts the card: write the passcode alone"
    ),
    "rule.ydk-load.number": (
        "YGOPro and EDOPro read this number as card {id} (its value modulo 2^32): write the "
        "passcode alone, of at most ten digits"
    ),
    "rule.ydk-load.wrapped": (
        "this number is 2^32 or more: YGOPro skips the line, and so does EDOPro on Windows; "
        "EDOPro on Linux, macOS and Android reads it as card {id} (its value modulo 2^32). "
        "ydkcheck counts no card for it: write the passcode alone at the start of the line, "
        "of at most ten digits"
    ),
    "rule.ydk-load.bang": (
        "'{text}' starts the Side Deck to YGOPro and EDOPro, as any line starting with '!' "
        "does, whatever section it names: they load the cards after it in the Side Deck, and "
        "so does ydkcheck; write #main or #extra for that section"
    ),
    "rule.ydk-load.bang-other": (
        "'{text}' starts the Side Deck to YGOPro and EDOPro, as any line starting with '!' "
        "does: they load the cards after it in the Side Deck, and so does ydkcheck; start a "
        "comment with '#', and the Side Deck with '!side'"
    ),
    "syntax.heading-comment": (
        "'{text}' reads as a heading, but only '{heading}' is one: to YGOPro and EDOPro it is a "
        "comment, and ydkcheck reads the cards after it in the section above it, as written; "
        "write {heading}"
    ),
    "rule.ydk-load.after-side": (
        "after a '!side' line YGOPro and EDOPro keep every card in the Side Deck: this heading "
        "is a comment to them, and ydkcheck reads the cards after it as Side Deck cards too; "
        "move the Side Deck to the end of the file"
    ),
    "rule.ydk-load.bom": (
        "the file starts with a byte-order mark: YGOPro and EDOPro do not read this first line "
        "as a card, and neither does ydkcheck; save the file as UTF-8 without a BOM"
    ),
    "rule.ydk-load.utf16": (
        "the file is saved as UTF-16: YGOPro and EDOPro read no card of it; save it as UTF-8"
    ),
    "rule.ydk-load.utf32": (
        "the file is saved as UTF-32: YGOPro and EDOPro read no card of it; save it as UTF-8"
    ),
    "rule.ydk-load.size": (
        "the file is {size} bytes: YGOPro loads no card from a deck file of 65,536 bytes (64 "
        "KiB) or more, EDOPro reads it whole; remove comments or blank lines until it is "
        "smaller"
    ),
    "rule.ydk-load.as-text": (
        "this .ydk holds a word, so it is read as a text list (Main and Extra {read_deck}, "
        "Side {read_side}); YGOPro and EDOPro read it as a .ydk and build another deck (Main and "
        "Extra {loaded_deck}, Side {loaded_side}): write it as a .ydk (passcodes, #main, #extra, "
        "!side) or name it .txt"
    ),
    "rule.ydk-load.url": (
        "this .ydk holds a ydke:// URL, so it is read as that URL (Main and Extra {read_deck}, "
        "Side {read_side}); YGOPro and EDOPro open it as a .ydk, which takes cards only from "
        "lines that start with a digit, and load no card from it: save it as a real .ydk "
        "('ydkcheck convert FILE --to ydk') or name it .txt"
    ),
    "rule.ydk-load.pdf": (
        "this .ydk is a PDF deck list sheet, so it is read as that sheet (Main and Extra "
        "{read_deck}, Side {read_side}); YGOPro and EDOPro open it as a .ydk, which takes cards "
        "only from lines that start with a digit, and do not load the sheet's deck from it: save "
        "it as a real .ydk ('ydkcheck convert FILE --to ydk') or name it .pdf"
    ),
    "rule.ydk-load.pieces-card": (
        "older YGOPro builds read 255 bytes of a line at a time, and this line is longer: from "
        "its byte {at}, '{text}' is a line of its own to them, card {id}; break the line, or "
        "shorten it"
    ),
    "rule.ydk-load.pieces-side": (
        "older YGOPro builds read 255 bytes of a line at a time, and this line is longer: from "
        "its byte {at}, '{text}' is a line of its own to them, which starts the Side Deck; "
        "break the line, or shorten it"
    ),
    "rule.ydk-load.line-break": (
        "this line holds {code}, which editors show as a line break: what follows it looks like "
        "a line of its own, but YGOPro and EDOPro read the whole line as one, as ydkcheck "
        "does; remove the character"
    ),
    "rule.ydk-load.cr-only": (
        "the lines end in carriage returns alone: YGOPro and EDOPro read the file as one line "
        "and load no card; save it with line feeds"
    ),
    "rule.ydk-load.indent": (
        "YGOPro skips this line (it starts with a blank), EDOPro reads it as card {id}, "
        "ydkcheck counts the card: write the passcode at the start of the line"
    ),
    "rule.ydk-load.indent-side": (
        "YGOPro and EDOPro do not start the Side Deck here (the line starts with a blank, not "
        "with '!'): they keep the cards after it in the Main or Extra Deck, and so does "
        "ydkcheck; write '!side' at the start of the line"
    ),
    "rule.title.count": "Card line whose count cannot be read",
    "rule.help.count": (
        "A line of a text list with two counts (3 Name (x1)), a count of 0 or digits other "
        "than 0-9: write one count and the card's name."
    ),
    "rule.title.list-total": "Total on the list that differs from the cards read",
    "rule.help.list-total": (
        "A count written on the list (Main Deck (40), Monsters: 18, Total Spell Cards 13) is "
        "not the number of cards read under it: correct the total or the list."
    ),
    "rule.title.ydk-load": "A .ydk line YGOPro or EDOPro load otherwise",
    "rule.help.ydk-load": (
        "A line the simulators read otherwise than it is written (#side, junk after a passcode, "
        "a sign or a blank before it): the registered file and the deck a simulator builds "
        "from it would differ. Write one passcode a line and !side."
    ),
    "rule.unknown-card": (
        "unknown passcode {id}: check the number or refresh the data with 'ydkcheck update'"
    ),
    "rule.unknown-card.rush": (
        "unknown passcode {id}: simulators number Rush Duel cards so, and Rush Duel is another "
        "game, which ydkcheck does not check; a deck of this game holds none"
    ),
    "rule.unknown-card.misprint": (
        "{id} is no card's passcode: lists wrote it by mistake for {name} ({card}), and "
        "simulators load no card from it; write {card}"
    ),
    "rule.unknown-card.past-32-bits": (
        "{id} is no passcode: a passcode is less than 2^32 (4294967296), at most ten digits, "
        "and no card is read from this line; write the card's passcode or its name"
    ),
    "rule.name-passcode": (
        "'{name}': the name is {card}, but passcode {id} is {other}: write the name and the "
        "passcode of one card, or one of them"
    ),
    "rule.name-passcode.unknown": (
        "'{name}': no card has passcode {id}, written beside {card}: write the name alone, or "
        "the card's own passcode"
    ),
    "rule.unknown-name": "unknown card '{name}'; did you mean: {hint}?",
    "rule.unknown-name.sign": (
        "unknown card '{name}': it holds {code}, a sign that may show as a letter and that no "
        "card's name has; write the name in letters"
    ),
    "rule.unknown-name.no-hint": "unknown card '{name}': check the name, or write the passcode",
    "rule.unknown-name.shorthand": (
        "'{name}' is no card's name, but it fits {card} alone: at a deck check Konami's policy "
        "reads it as that card ('ydkcheck compare' does too); write the whole name"
    ),
    "rule.unknown-name.shorthand-several": (
        "'{name}' is no card's name, and it fits {count} cards ({cards}): an ambiguous name, "
        "a Major deck list error at a deck check; write the whole name"
    ),
    "rule.unknown-name.number": (
        "'{name}' is no card's name, but with 'Number' written out it names {card} alone: at a "
        "deck check Konami's policy reads it as that card; write the whole name"
    ),
    # a name whose words are another card's, in another order: suggested, never read as it
    "rule.unknown-name.reordered": (
        "unknown card '{name}': the words of {cards}, in another order; write the name as the"
        " card has it"
    ),
    "rule.no-skill": (
        "'{name}' is written as a Skill Card, but no Skill Card bears that name: write the card "
        "under the heading of its kind, or the Skill's own name"
    ),
    "rule.ambiguous-name": (
        "'{name}' names several cards: {candidates}; write the full name or the passcode"
    ),
    "rule.not-playable.token": "{name} ({id}) is a token: tokens never go in a deck",
    "rule.not-playable.skill": "{name} ({id}) is a Skill Card: only a Speed Duel list allows one",
    "rule.skill-missing": (
        "no Skill Card: a Speed Duel deck plays exactly one; write the Skill played, in any section"
    ),
    "rule.skill-count": "{count} Skill Cards: a Speed Duel deck has at most {most}",
    "rule.extra-in-main": "{name} is an Extra Deck monster: move it to the Extra Deck",
    "rule.main-in-extra": (
        "{name} is not a Fusion, Synchro, Xyz or Link monster: take it out of the Extra Deck"
    ),
    "rule.size.under": Plural(
        "{section}: {count} card, the minimum is {limit}",
        "{section}: {count} cards, the minimum is {limit}",
    ),
    "rule.size.under.unread": Plural(
        "{section}: {count} card read, the minimum is {limit}; the list has lines not read "
        "(line {unread}: see each one's problem), whose copies may make the difference",
        "{section}: {count} cards read, the minimum is {limit}; the list has lines not read "
        "(line {unread}: see each one's problem), whose copies may make the difference",
    ),
    "rule.size.over": Plural(
        "{section}: {count} card, the maximum is {limit}",
        "{section}: {count} cards, the maximum is {limit}",
    ),
    "rule.copies": Plural(
        "{count} × {name}: at most {max} copy over Main, Extra and Side",
        "{count} × {name}: at most {max} copies over Main, Extra and Side",
        count="max",
    ),
    "rule.copies.artworks": Plural(
        "{count} × {name}, counting {others} as the same card: at most {max} copy",
        "{count} × {name}, counting {others} as the same card: at most {max} copies",
        count="max",
    ),
    "rule.forbidden": Plural(
        "{name} is Forbidden: {count} copy, none allowed",
        "{name} is Forbidden: {count} copies, none allowed",
    ),
    "rule.forbidden.artworks": Plural(
        "{name} is Forbidden: {count} copy (counting {others}), none allowed",
        "{name} is Forbidden: {count} copies (counting {others}), none allowed",
    ),
    "rule.limited": Plural(
        "{name} is Limited: {count} copy, at most {max}",
        "{name} is Limited: {count} copies, at most {max}",
    ),
    "rule.limited.artworks": Plural(
        "{name} is Limited: {count} copy (counting {others}), at most {max}",
        "{name} is Limited: {count} copies (counting {others}), at most {max}",
    ),
    "rule.semi-limited": Plural(
        "{name} is Semi-Limited: {count} copy, at most {max}",
        "{name} is Semi-Limited: {count} copies, at most {max}",
    ),
    "rule.semi-limited.artworks": Plural(
        "{name} is Semi-Limited: {count} copy (counting {others}), at most {max}",
        "{name} is Semi-Limited: {count} copies (counting {others}), at most {max}",
    ),
    "rule.not-in-format.whitelist": (
        "{name} is not on the {list} list, which allows only the cards it names"
    ),
    "rule.not-in-format.excluded": "{name}: {kind} monsters are not allowed in {list}",
    "rule.not-in-format.region": (
        "{name} has not been released in the {region}: not allowed in {list}"
    ),
    "rule.not-in-format.unreleased": (
        "{name} was released in the {region} {when}, after {as_of}: not allowed in {list}"
    ),
    "rule.not-in-format.unreleased-anywhere": (
        "{name} was first released {when}, in the {region}, after {as_of}: not allowed in {list}"
    ),
    "rule.not-in-format.perhaps-unreleased": (
        "{name} was released in the {region} {when}: perhaps not yet on {as_of}. Counted as not "
        "allowed in {list}: confirm the card's release date before ruling"
    ),
    "rule.not-in-format.perhaps-unreleased-anywhere": (
        "{name} was first released {when}, in the {region}: perhaps not yet on {as_of}. Counted "
        "as not allowed in {list}: confirm the card's release date before ruling"
    ),
    # when a card was released, as precisely as the data knows it
    "release.on": "on {date}",
    "release.around": "around {date} (an estimated date, which may be off by up to {days} days)",
    "release.month": "in the month of {month} (the data gives the month, not the day)",
    "release.first-region": (
        "on {date}, in its first TCG region (another region's stores may have had it a day later)"
    ),
    "rule.points": Plural(
        "the deck totals {total} point, the cap is {cap}",
        "the deck totals {total} points, the cap is {cap}",
        count="total",
    ),
    # Speed Duel's Limit pools
    "rule.limit-pool": Plural(
        "{count} card from the Limit {limit} pool ({others}): at most {limit} in total",
        "{count} cards from the Limit {limit} pool ({others}): at most {limit} in total",
    ),
    "rule.limit-pool-unknown": (
        "{list} has Limit 1/2/3 pools, but the data does not say which cards are in them: "
        "not checked"
    ),
    "rule.simulator-text": (
        "{name} with passcode {id}, which only simulators use: the simulator plays its text "
        "before its errata, not today's text, which {list} plays"
    ),
    "rule.advice-main-size": Plural(
        "{count} card in the Main Deck: the rulebook advises staying close to 40 so you draw your "
        "best cards sooner",
        "{count} cards in the Main Deck: the rulebook advises staying close to 40 so you draw "
        "your best cards sooner",
    ),
    "rule.advice-few-monsters": Plural(
        "only {count} monster in the Main Deck: you may have nothing to summon",
        "only {count} monsters in the Main Deck: you may have nothing to summon",
    ),
    "rule.advice-high-levels": (
        "many Level 5 or higher monsters, which need Tributes: {count} of {monsters}"
    ),
    # text report
    "report.deck-header": "Deck: {source}",
    "report.list": "List: {name} ({id}, effective {effective})",
    "report.counts": "Main {main} · Extra {extra} · Side {side}",
    "report.points": "Points: {total} / {cap}",
    "report.points-card": "  {name} ({id}): {copies} × {each} = {total}",
    "report.points-none": "  no card carries points",
    "report.column.severity": "Kind",
    "report.column.rule": "Rule",
    "report.column.card": "Card",
    "report.column.line": "Line",
    "report.column.message": "Message",
    "report.legal": "✔ LEGAL ({warnings})",
    "report.legal-sheet-edited": (
        "✔ LEGAL, the deck read from the sheet ({warnings}),\n"
        "  but its paper may print another deck: no valid deck list until cleared up"
    ),
    "report.illegal": "✘ ILLEGAL: {errors}, {warnings}",
    "report.errors": Plural("{count} error", "{count} errors"),
    "report.warnings": Plural("{count} warning", "{count} warnings"),
    # info and convierte
    "info.help": "Summary of a deck (cards, names, types) or, with --data, the card data in use.",
    "info.deck": "Deck (.ydk, ydke:// or text list).",
    "info.datos": "Show which card data is in use.",
    "info.data": Plural(
        "Card data: {source}, as of {date}, {count} card ({path})",
        "Card data: {source}, as of {date}, {count} cards ({path})",
    ),
    "info.column.copies": "Copies",
    "info.fingerprint": "Fingerprint: {fingerprint}",
    "info.column.status": "Status",
    "info.column.points": "Points",
    "info.unknown-card": "? (unknown passcode {id})",
    "info.artwork": "{copies} × {id}, another artwork",
    "info.other-card": "{copies} × {name}, {id}, counts as this card",
    "info.simulator-code": "{copies} × {id}, a simulator's passcode: the text before its errata",
    "info.misprint": "{copies} × {id}, a list's misprint: no card, no simulator loads it",
    "info.advice": "Advice: {message}",
    "info.legal": "✔ LEGAL under {name}",
    "info.legal-sheet-edited": (
        "✔ LEGAL under {name}, the deck read from the sheet ({warnings}),\n"
        "  but its paper may print another deck: no valid deck list until cleared up"
    ),
    "info.illegal": "✘ ILLEGAL under {name}: {errors} ('ydkcheck validate' details them)",
    "status.forbidden": "Forbidden",
    "status.limited": "Limited",
    "status.semi-limited": "Semi-Limited",
    "status.not-listed": "Not on the list",
    "info.column.id": "Passcode",
    "info.column.name": "Name",
    "info.column.kind": "Kind",
    "info.types": "Main Deck: {monster}, {spell}, {trap}",
    "info.types.monster": Plural("{count} monster", "{count} monsters"),
    "info.types.spell": Plural("{count} spell", "{count} spells"),
    "info.types.trap": Plural("{count} trap", "{count} traps"),
    # how each line that holds no card was taken, in info
    "info.lines": "Lines that hold no card:",
    "info.line": "  {line}: {kind}: {text}",
    "line-kind.heading": "heading",
    "line-kind.type-heading": "card-type heading",
    "line-kind.title": "title",
    "line-kind.player": "player",
    "line-kind.event": "event",
    "line-kind.date": "date",
    "line-kind.total": "total",
    "line-kind.comment": "comment",
    "line-kind.unread": "not read (see its problem)",
    "text.player": "Player: {name}",
    "text.skill": "Skill: {name}",
    "convierte.help": "Convert a deck between .ydk, ydke:// and a text decklist.",
    # a deck with lines that were not read, in the commands that write or compute from it
    "opt.forzar": "Write or draw the deck even with lines that were not read (it says so).",
    "partial.refused": Plural(
        "{count} line was not read as a card (line {lines}): fix it, or add --force to go on "
        "without it",
        "{count} lines were not read as cards (lines {lines}): fix them, or add --force to go "
        "on without them",
    ),
    "partial.sheet-edited": Plural(
        "the sheet's printed fields say another deck than the one it carries ({count} "
        "difference, see 'ydkcheck validate'): what is written from it would pass for the "
        "paper handed in; clear it up with the player, or add --force",
        "the sheet's printed fields say another deck than the one it carries ({count} "
        "differences, see 'ydkcheck validate'): what is written from it would pass for the "
        "paper handed in; clear it up with the player, or add --force",
    ),
    "partial.from-edited-sheet": Plural(
        "written from a sheet whose printed fields say another deck ({count} difference)",
        "written from a sheet whose printed fields say another deck ({count} differences)",
    ),
    "partial.fields-refused": Plural(
        "{count} field of the form was not read as a card ({fields}): fix it, or add --force "
        "to go on without it",
        "{count} fields of the form were not read as cards ({fields}): fix them, or add "
        "--force to go on without them",
    ),
    "partial.fields-left-out": Plural(
        "{count} field of the form was left out, not read as a card: {fields}",
        "{count} fields of the form were left out, not read as cards: {fields}",
    ),
    "partial.totals-refused": Plural(
        "{count} count the list writes is not the cards read (line {lines}, see 'ydkcheck "
        "validate'): which the player meant cannot be told; fix it, or add --force to go on",
        "{count} counts the list writes are not the cards read (lines {lines}, see 'ydkcheck "
        "validate'): which the player meant cannot be told; fix them, or add --force to go on",
    ),
    "partial.totals-differ": Plural(
        "{count} count the list writes was not the cards read: line {lines}",
        "{count} counts the list writes were not the cards read: lines {lines}",
    ),
    "partial.titles-refused": Plural(
        "{count} line taken as the list's title names a card (line {lines}, see 'ydkcheck "
        "compare'): it may be copies the player plays; fix it, or add --force to go on",
        "{count} lines taken as the list's title name a card (lines {lines}, see 'ydkcheck "
        "compare'): they may be copies the player plays; fix them, or add --force to go on",
    ),
    "partial.left-out": Plural(
        "{count} line of the list was left out, not read as a card: line {lines}",
        "{count} lines of the list were left out, not read as cards: lines {lines}",
    ),
    "convert.unknown-kept": Plural(
        "{count} line was written as it is (line {lines}), its passcode no card in ydkcheck's "
        "data: {codes}; 'ydkcheck update' brings newer data",
        "{count} lines were written as they are (lines {lines}), their passcodes no card in "
        "ydkcheck's data: {codes}; 'ydkcheck update' brings newer data",
    ),
    "convert.misprint-kept": Plural(
        "{count} line was written as it is (line {lines}): {said}",
        "{count} lines were written as they are (lines {lines}): {said}",
    ),
    "convert.misprint-kept-unlined": Plural(
        "{count} copy was written as it is: {said}",
        "{count} copies were written as they are: {said}",
    ),
    "convert.unknown-kept-unlined": Plural(
        "{count} copy of a passcode that is no card in ydkcheck's data was written as it is: "
        "{codes}; 'ydkcheck update' brings newer data",
        "{count} copies of passcodes that are no card in ydkcheck's data were written as they "
        "are: {codes}; 'ydkcheck update' brings newer data",
    ),
    # a line number in the comment convierte writes: glued to its sign, never read back as
    # a count or a card's name (the card "7")
    "partial.line-sign": "№{line}",
    "partial.unread-first": Plural(
        "{source}: {count} line was not read as a card (line {lines}); the figures leave it out",
        "{source}: {count} lines were not read as cards (lines {lines}); the figures leave them "
        "out",
    ),
    "convierte.deck": "Source deck.",
    "convierte.a": "Target format: {known}.",
    "cli.bad-target": "unknown target format '{value}': use {known}",
    # listas
    "listas.help": "The lists and formats ydkcheck knows: table, show, diff, import, export.",
    "listas.familia": "Only the lists of this family.",
    "listas.id": "Family, list id or file.",
    "listas.antes": "The earlier list.",
    "listas.despues": "The later list.",
    "listas.archivo": "EDOPro/YGOPro .lflist.conf file.",
    "listas.muestra.help": (
        "Show a list's Forbidden, Limited and Semi-Limited cards (or its points)."
    ),
    "listas.diferencia.help": "Which cards moved between two lists.",
    "listas.importa.help": (
        "Turn a list of a .lflist.conf (the first, or --which) into YAML (on standard output)."
    ),
    "listas.importa.cual": (
        "Which list of the file to read: its name after '!' (default: the first)."
    ),
    "listas.exporta.help": (
        "Write a list as .lflist.conf for EDOPro and YGOPro (on standard output)."
    ),
    "listas.export-loses": (
        "an .lflist.conf cannot hold the rest of {id}'s format: {lost}; EDOPro and YGOPro "
        "leave it to the room's settings, and ydkcheck reading the file back applies none of "
        "it (check decks with --banlist {id})"
    ),
    "listas.export-note": (
        "ydkcheck: the rest of the format, not in this file: {lost} (ydkcheck: --banlist {id})"
    ),
    "listas.lost.pool": "card pool {pool}",
    "listas.lost.deck": "Main {main}, Extra {extra}, Side {side}, {copies} copies of a card",
    "listas.lost.hand": "opening hand of {first} going first, {second} going second",
    "listas.lost.excluded": "no {subtypes} monsters",
    "listas.lost.cap": "points cap {cap}",
    "listas.lost.released": "only cards out by {date}",
    "listas.column.id": "Id",
    "listas.column.name": "Name",
    "listas.column.effective": "Since",
    "listas.column.mode": "Mode",
    "listas.column.entries": "Entries",
    "listas.column.copies": "Copies",
    "listas.column.points": "Points",
    "listas.mode.blacklist": "blacklist",
    "listas.mode.whitelist": "whitelist",
    "listas.misprint": "{name} (the list's misprint of {id})",
    "listas.source": "Source: {source}",
    "listas.rules": "Main {main} · Extra {extra} · Side {side} · copies {copies} · {mode}",
    "listas.cap": "Points cap: {cap}",
    "listas.category.forbidden": "Forbidden",
    "listas.category.limited": "Limited",
    "listas.category.semi_limited": "Semi-Limited",
    "listas.category.unlimited": "Allowed (whitelist)",
    "listas.category.unlimited-listed": "Unlimited (listed at 3)",
    # Speed Duel's Limit pools
    "listas.limit-pool": "Limit {limit}: at most {limit} in total from these cards",
    "listas.limit-pools-unknown": (
        "Limit 1/2/3 pools: unknown for this list (no source of the data records them); "
        "decks are not checked against them"
    ),
    "listas.category.points": "Points",
    "listas.diff-header": Plural(
        "{before} → {after}: {count} card changes",
        "{before} → {after}: {count} cards change",
    ),
    # choosing a list
    "collection.cap-without-points": (
        "--points-cap {cap} would change nothing: the list {list} gives no card points (Genesys "
        "lists do); name a points list (--banlist genesys) or leave out --points-cap"
    ),
    "collection.withdrawn-list": (
        "list '{value}' was withdrawn: its source file held a later list; name '--banlist "
        "{family} --date YYYY-MM-DD' (the list in force that day) or one of {instead}"
    ),
    "collection.unknown-list": (
        "unknown list '{value}': use a family ({families}), an id such as {example} or a "
        ".yaml/.lflist.conf file"
    ),
    "collection.not-in-force": (
        "list {list} (in force from {effective}) was not in force on {date}: {then} was; checking "
        "against {list} anyway"
    ),
    "collection.not-in-force.none": (
        "list {list} (in force from {effective}) was not in force on {date}, and ydkcheck knows "
        "no {family} list of that day; checking against {list} anyway"
    ),
    # a list whose day of effect no source states
    "collection.ae-pool-unknown": (
        "list {list} gives OCG Asia-English's statuses, not its card pool: a card of the OCG "
        "not yet released in Asian-English is not caught; check the pool"
    ),
    "collection.md-pool-unknown": (
        "list {list} gives Master Duel's statuses, not its card pool: a card not yet in Master "
        "Duel is not caught; check the pool in the game"
    ),
    "collection.lists-end": (
        "checked against {list}, the newest {family} list in ydkcheck's data: the data (of "
        "{data}) has none after {effective}, though {family} lists never came more than {gap} "
        "days apart before; a list published since may be in force on {date} (--banlist "
        "names another)"
    ),
    "collection.past-data": (
        "checked against {list}, the newest list known on {data} (ydkcheck's data), {days} "
        "days before {date}: a list published since may be in force that day ('ydkcheck "
        "update' brings the current lists; --banlist names another)"
    ),
    "collection.uncertain-day": (
        "list {list} took effect in {month} on a day no source states: on {date} the list "
        "before it ({before}) may still have been in force; checking against {list}"
    ),
    "collection.uncertain-day.first": (
        "list {list} took effect in {month} on a day no source states: on {date} it may not "
        "have been in force yet, and ydkcheck has no list before it; checking against {list}"
    ),
    "collection.uncertain-day.unknown-before": (
        "list {list} took effect in {month} on a day no source states: on {date} it may not "
        "have been in force yet, and ydkcheck knows no list of the days before it (from "
        "{start}); checking against {list}"
    ),
    "collection.before-first": (
        "ydkcheck has no {family} list in force on {date}: the first it has ({first_id}) "
        "starts on {first}; any list before it is not in its data"
    ),
    "collection.list-unknown": (
        "cannot say which {family} list was in force on {date}: no source ydkcheck knows "
        "gives the lists in force from {start} to {end} card by card, and it takes no other "
        "list for theirs: give the list of that day as a file (--banlist FILE, YAML or "
        ".lflist.conf)"
    ),
    "collection.empty-family": "the collection has no list of the family {family}",
    "collection.bad-date": "invalid date '{value}': no such day, or not written YYYY-MM-DD",
    "collection.missing": "the list collection cannot be found ({reason}): reinstall ydkcheck",
    "collection.bad-index": (
        "broken list index ({reason}): regenerate it with tools/build_banlists.py"
    ),
    # simula: command help
    "simula.help": "Goldfish: opening-hand probabilities of a deck (exact and Monte Carlo).",
    "simula.deck": "Deck: .ydk file, ydke:// URL or text decklist.",
    "simula.mv.deck": "DECK",
    "simula.mv.requirement": "NAME>=P",
    "simula.opt.mano": "Hand spec (YAML): groups, conditions and effects.",
    "simula.opt.segundo": "Going second (draws on the first turn: 6 cards in TCG/OCG).",
    "simula.opt.turnos": "Cards seen by the draw of turn N (1 = the opening hand).",
    "simula.opt.muestras": "Number of Monte Carlo hands.",
    "simula.opt.semilla": "Random seed: same seed, same numbers.",
    "simula.opt.exacto": "Exact values only: no Monte Carlo where an exact answer exists.",
    "simula.opt.requiere": "NAME>=P: exit 1 when condition NAME falls below P (repeatable).",
    # simula: bad options and decks
    "goldfish.too-many-samples": "--samples {value} is too many: at most {most}",
    "goldfish.too-many-samples-effects": (
        "--samples {value} is too many for a hand with effects (draw, search), played card by "
        "card: at most {most}"
    ),
    "goldfish.bad-seed": "--seed must be an integer from 0 up, not '{value}'",
    "goldfish.bad-number": "{option} must be an integer above 0, not '{value}'",
    "goldfish.empty-deck": "the Main Deck is empty: there are no hands to simulate",
    "goldfish.too-many-seen": Plural(
        "{seen} card is seen but the Main Deck has only {main}: lower --turns",
        "{seen} cards are seen but the Main Deck has only {main}: lower --turns",
        count="seen",
    ),
    "goldfish.bad-requirement": (
        "--require '{value}' is not NAME>=P (P between 0 and 1, or a percentage like 80%)"
    ),
    "goldfish.requirement-needs-spec": "--require needs a hand spec (--hand)",
    "goldfish.unknown-requirement": "--require '{name}': the spec has no such condition ({known})",
    # simula: hand spec files
    "goldfish.spec.missing": "the hand spec does not exist: check the path",
    "goldfish.spec.yaml": "invalid YAML: {problem}",
    "goldfish.spec.not-mapping": "the spec must be a mapping with groups and conditions",
    "goldfish.spec.unknown-key": "unknown key '{entry}': use groups, conditions or effects",
    "goldfish.spec.duplicate-key": "'{key}' appears twice: keep only one",
    "goldfish.spec.missing-section": "the section '{section}' is missing",
    "goldfish.spec.section-not-mapping": "a mapping (name: value) was expected here",
    "goldfish.spec.bad-key": "invalid key: use a plain name",
    "goldfish.spec.bad-card": "a card name or passcode was expected",
    "goldfish.spec.bad-group-name": (
        "invalid group name '{name}': use letters, digits and _ (not and/or/not/y/o/no)"
    ),
    "goldfish.spec.empty-group": "the group '{name}' has no cards",
    "goldfish.spec.no-groups": "there are no groups",
    "goldfish.spec.no-conditions": "there are no conditions",
    "goldfish.spec.bad-condition": "condition '{name}' must be a string, e.g. \"starters >= 1\"",
    "goldfish.spec.unknown-group": (
        "condition '{name}', column {column}: unknown group '{group}' (groups: {known})"
    ),
    "goldfish.spec.bad-effect": "invalid effect for '{card}': use {{draw: N}} or {{search: GROUP}}",
    "goldfish.spec.bad-draw": "draw must be an integer from 1 to 99, not '{value}'",
    "goldfish.spec.unknown-search": "search names an unknown group '{group}' (groups: {known})",
    "goldfish.spec.effect-twice": (
        "'{name}' is the card an effect on line {first} names already: give each card one effect"
    ),
    "goldfish.spec.unknown-passcode": "no card has the passcode {ref}",
    "goldfish.spec.unknown-name": "no card is named '{name}': check the exact name",
    "goldfish.spec.unknown-name-hint": "no card is named '{name}'; did you mean: {hints}?",
    "goldfish.spec.not-in-deck": "'{name}' is not in the Main Deck",
    # simula: the condition grammar (every message starts with the condition and column)
    "goldfish.grammar.bad-name": (
        "condition '{name}', column {column}: '{text}' is neither a number nor a group name"
    ),
    "goldfish.grammar.big-number": (
        "condition '{name}', column {column}: a number of more than {most} digits: no hand "
        "counts that many cards"
    ),
    "goldfish.grammar.too-long": (
        "condition '{name}': it has more than {most} characters: split it into several"
    ),
    "goldfish.grammar.too-deep": (
        "condition '{name}', column {column}: more than {most} parentheses or 'not' inside one "
        "another: write the condition flatter"
    ),
    "goldfish.grammar.single-equals": (
        "condition '{name}', column {column}: use == to compare (not =)"
    ),
    "goldfish.grammar.bad-char": "condition '{name}', column {column}: invalid character '{char}'",
    "goldfish.grammar.want-term": (
        "condition '{name}', column {column}: expected a group name or a number, found '{found}'"
    ),
    "goldfish.grammar.end-term": (
        "condition '{name}', column {column}: the condition ends too early: expected a group name "
        "or a number"
    ),
    "goldfish.grammar.want-operator": (
        "condition '{name}', column {column}: expected a comparison (== != < <= > >=), found "
        "'{found}'"
    ),
    "goldfish.grammar.end-operator": (
        "condition '{name}', column {column}: the condition ends too early: expected a comparison "
        "(== != < <= > >=)"
    ),
    "goldfish.grammar.want-connective": (
        "condition '{name}', column {column}: expected and, or or the end, found '{found}'"
    ),
    "goldfish.grammar.end-connective": (
        "condition '{name}', column {column}: the condition ends too early: expected and, or or "
        "the end"
    ),
    "goldfish.grammar.want-rparen": (
        "condition '{name}', column {column}: expected ')', found '{found}'"
    ),
    "goldfish.grammar.end-rparen": (
        "condition '{name}', column {column}: the condition ends too early: expected ')'"
    ),
    "goldfish.grammar.unclosed": (
        "condition '{name}', column {column}: this parenthesis is never closed"
    ),
    # simula: reports
    "goldfish.report.header": "{source}: {main} · {banlist} · {going} · turn {turns} · {seen}",
    "goldfish.report.main": Plural(
        "{count} card in the Main Deck",
        "{count} cards in the Main Deck",
    ),
    "goldfish.report.seen": Plural("{count} card seen", "{count} cards seen"),
    "goldfish.going.first": "going first",
    "goldfish.going.second": "going second",
    "goldfish.col.card": "Card",
    "goldfish.col.copies": "Copies",
    "goldfish.col.p-first": "P(≥1)\n1st ({seen})",
    "goldfish.col.p-second": "P(≥1)\n2nd ({seen})",
    "goldfish.col.e-first": "Expected\n1st",
    "goldfish.col.e-second": "Expected\n2nd",
    "goldfish.col.type": "Type",
    "goldfish.col.condition": "Condition",
    "goldfish.col.expression": "Expression",
    "goldfish.col.exact": "Exact",
    "goldfish.col.estimate": "Monte\nCarlo",
    "goldfish.col.ci95": "95% CI",
    "goldfish.kind.monster": "Monsters",
    "goldfish.kind.spell": "Spells",
    "goldfish.kind.trap": "Traps",
    "goldfish.types.title": "How many cards of each type the hand holds, P(exactly x):",
    "goldfish.first": "1st",
    "goldfish.second": "2nd",
    "goldfish.report.samples": Plural(
        "Monte Carlo: {samples} hand, seed {seed}.",
        "Monte Carlo: {samples} hands, seed {seed}.",
        count="samples",
    ),
    "goldfish.report.effects": (
        "With effects (draw/search) there is no exact value: Monte Carlo only."
    ),
    "goldfish.report.too-large": Plural(
        (
            "{count} condition without an exact value ({names}): the question is too large for "
            "the exact engine; estimated by Monte Carlo."
        ),
        (
            "{count} conditions without an exact value ({names}): the questions are too large for "
            "the exact engine; estimated by Monte Carlo."
        ),
        count="count",
    ),
    "goldfish.progress": "Simulating hands",
    "goldfish.warning": "warning: {message}",
    # actualiza
    "update.help": (
        "Download the card data and the current lists (TCG, OCG, GOAT) from the YGOPRODeck API "
        "into the user cache; if anything fails, the previous data is kept."
    ),
    "update.progress.cards": "Downloading cards",
    "update.progress.genesys": "Downloading Genesys points",
    "update.done": Plural(
        "Data updated: {count} card ({source}, {date}) saved in {folder}.",
        "Data updated: {count} cards ({source}, {date}) saved in {folder}.",
    ),
    "update.list-shipped": "{family}: {id}, the shipped list (the online statuses are the same).",
    "update.list-online": "{family}: the online list of {date} ({id}).",
    "update.list-differs": Plural(
        (
            "{family}: the online list of {date} ({id}) differs from {shipped} on {count} card: "
            "ydkcheck listas diferencia {shipped} {id}."
        ),
        (
            "{family}: the online list of {date} ({id}) differs from {shipped} on {count} cards: "
            "ydkcheck listas diferencia {shipped} {id}."
        ),
    ),
    "update.unchanged": Plural(
        "The data was already up to date: {count} card ({source}, {date}) in {folder}.",
        "The data was already up to date: {count} cards ({source}, {date}) in {folder}.",
    ),
    "update.failed": "Could not update: {reason}. The previous data is still in use: {data}.",
    "update.in_use": Plural(
        "{source}, {date}, {count} card ({path})",
        "{source}, {date}, {count} cards ({path})",
    ),
    "update.in_use_unknown": "they could not be read ({detail})",
    "update.fail.bad-url": "{url} is not an http:// or https:// URL with a host: fix {variable}",
    "update.fail.connect": "could not connect to {url} ({detail})",
    "update.fail.timeout": "{url} did not answer in time",
    "update.fail.deadline": (
        "the update did not finish within {seconds} s (waiting for {url}): try again later"
    ),
    "update.fail.bad_data": "the data of {url} is not usable ({detail}): the previous data stays",
    "update.fail.too_big": (
        "the answer of {url} is over {limit} MB: it does not look like the card API, check the URL"
    ),
    "update.fail.interrupted": "the download of {url} was cut off before the end",
    "update.fail.status": "{url} answered with HTTP status {status}",
    "update.fail.status_detail": "{url} answered with HTTP status {status}: {detail}",
    "update.fail.unexpected_304": (
        "{url} answered 304 (not modified) to a request that was not conditional"
    ),
    "update.fail.read": "could not read {path}: {detail}",
    "update.fail.encoding": "the answer of {url} is not UTF-8 text (byte {position})",
    "update.fail.json": (
        "the answer of {url} is not valid JSON or is incomplete (line {line}, column {column})"
    ),
    "update.fail.not_object": 'the answer of {url} is not a JSON object with a "data" list',
    "update.fail.no_data": 'the answer of {url} has no "data" list of cards',
    "update.fail.api_error": "the API answered {url} with an error: {detail}",
    "update.fail.too_few": Plural(
        "the answer of {url} has only {count} card (at least {minimum} expected)",
        "the answer of {url} has only {count} cards (at least {minimum} expected)",
    ),
    "update.fail.card_object": 'item {index} of "data" in {url} is not an object',
    "update.fail.card_id": "card {index} of {url} has no integer id ({value})",
    "update.fail.card_name": "card {index} of {url} (id {id}) has no name",
    "update.fail.card_type": "card {index} of {url} (id {id}) has no type",
    "update.fail.write": "could not write {path}: {detail}",
    "update.fail.locked": "another update is still running (lock {path}); try again later",
    # configuration files
    "config.toml-syntax": "invalid TOML: {problem}",
    "toml.column": " (column {column})",
    "toml.problem.unclosed-string": "an unclosed string{where}: close its quotes",
    "toml.problem.unclosed": "an unclosed list or table{where}: close its bracket or brace",
    "toml.problem.twice": "a key or table written twice{where}: keep one",
    "toml.problem.value": "a value TOML does not read{where}: put text in quotes",
    "toml.problem.after-value": "something more after the value on the same line{where}",
    "toml.problem.key": "a line that is no 'key = value'{where}",
    "toml.problem.escape": "a backslash that escapes nothing{where}: write \\\\",
    "toml.problem.character": "a character TOML does not allow there{where}",
    "toml.problem.other": "invalid syntax{where}",
    "toml.problem.date": "an impossible date (YYYY-MM-DD)",
    "toml.problem.nested": (
        "lists or tables nested hundreds deep, more than ydkcheck reads; --no-config leaves "
        "the file unread"
    ),
    "config.yaml-syntax": "invalid YAML: {problem}",
    "config.not-table": "[tool.ydkcheck] must be a table of keys",
    "config.not-mapping": "the configuration must be a key: value mapping",
    "config.bad-key": "invalid key: use a plain name",
    "config.duplicate-key": "key '{key}' repeated (already on line {first})",
    "config.unknown-key": "unknown key '{key}' in the ydkcheck configuration; valid keys: {known}",
    "config.same-option": "'{key}' and '{other}' are the same option: keep only one",
    "config.not-bool": "'{key}' must be true or false",
    "config.not-text": "'{key}' must be a string",
    "config.not-list": "'{key}' must be a list of rules, e.g. [advice-high-levels]",
    "config.not-rule-name": "'{key}': each item of the list must be a rule name; rules: {known}",
    "config.bad-date": "'{key}': invalid date '{value}'; use YYYY-MM-DD",
    "config.bad-lang": "'{key}': unknown language '{value}'; use es or en",
    "config.bad-output": "'{key}': unknown output format '{value}'; use {known}",
    "config.bad-rule": "'{key}': unknown rule '{value}'; rules: {known}",
    "config.rule-always-checked": (
        "'{key}': '{value}' cannot be turned off: it says a sheet whose printed fields say "
        "another deck than the one it carries; take it out of this list"
    ),
    "config.list-missing": (
        "the list file '{value}' does not exist (a relative path is looked for from this "
        "file's folder, then from the working folder): fix the path, or name a list such as "
        "tcg-2026-05"
    ),
    "config.list-file": "the list file '{value}' {problem}",
    "config.applied": "Configuration applied: {path} ({settings})",
    "config.changes-check": (
        "the configuration {path} changes what is checked ({settings}); --no-config ignores it"
    ),
    "config.option-ignore": "Rules turned off by --ignore in this run: {rules}",
    "config.sets-nothing": "sets nothing",
    "config.replaced": "{setting} (not applied: the command line replaces it)",
    "config.set.banlist": "list {value}",
    "config.set.date": "date {value}",
    "config.set.ignore": "rules off: {value}",
    "config.set.strict": "strict: {value}",
    "config.set.lang": "language {value}",
    "config.set.output": "output {value}",
    "config.yes": "yes",
    "config.no": "no",
    "opt.sin-config": "Apply no configuration ([tool.ydkcheck] nor .ydkcheck.yaml).",
    # output formats
    "output.github-title": "ydkcheck ({rule})",
    "output.github-unreadable": "ydkcheck (unreadable deck)",
    "output.github-skipped": "ydkcheck (file left out)",
    "output.junit-suite": "ydkcheck: {name} ({id})",
    # rule titles (SARIF shortDescription) and help (SARIF help)
    "rule.title.syntax": "Line that is neither a passcode, a section header nor a comment",
    "rule.help.syntax": (
        "A .ydk lists one passcode per line under #main, #extra and !side; other lines start with "
        "#. Fix or delete the line; cards before any header count as Main Deck."
    ),
    "rule.title.unknown-card": "Passcode the card data does not know",
    "rule.help.unknown-card": (
        "Check the passcode; if the card is new, run 'ydkcheck update' to fetch newer card data. "
        "A number a list misprinted for a card is no card whatever the data: write the card's "
        "passcode the message names."
    ),
    "rule.title.not-playable": "Token, or Skill Card outside Speed Duel, in the deck",
    "rule.title.skill-missing": "No Skill Card",
    "rule.title.skill-count": "More than one Skill Card",
    "rule.help.not-playable": (
        "Tokens never go in a deck, and Skill Cards only in Speed Duel: remove them."
    ),
    "rule.help.skill-missing": (
        "Speed Duel: each player has 1 Skill Card. A list without one is incomplete: write the "
        "Skill played, in any section."
    ),
    "rule.help.skill-count": (
        "Speed Duel: each player has 1 Skill Card, beside the field and outside the 20-30 card "
        "Main Deck. Keep one."
    ),
    "rule.title.extra-in-main": "Extra Deck monster in the Main Deck",
    "rule.help.extra-in-main": (
        "Fusion, Synchro, Xyz and Link monsters go under #extra: move the line."
    ),
    "rule.title.main-in-extra": "Card that is not an Extra Deck monster in the Extra Deck",
    "rule.help.main-in-extra": (
        "Only Fusion, Synchro, Xyz and Link monsters go under #extra: move the card to #main or "
        "!side."
    ),
    "rule.title.main-size": "Main Deck outside its bounds",
    "rule.help.main-size": (
        "The Main Deck has 40 to 60 cards (Speed Duel: 20 to 30): add or remove cards."
    ),
    "rule.title.extra-size": "Extra Deck outside its bounds",
    "rule.help.extra-size": "The Extra Deck has at most 15 cards (Speed Duel: 5): remove cards.",
    "rule.title.side-size": "Side Deck outside its bounds",
    "rule.help.side-size": "The Side Deck has at most 15 cards (Speed Duel: 5): remove cards.",
    "rule.title.copies": "More than 3 copies of one card",
    "rule.help.copies": (
        "At most 3 copies of one card over Main, Extra and Side together; alternate artworks count "
        "as the same card."
    ),
    "rule.title.forbidden": "Forbidden card in the deck",
    "rule.help.forbidden": (
        "The list forbids the card: remove every copy from Main, Extra and Side."
    ),
    "rule.title.limited": "More than 1 copy of a Limited card",
    "rule.help.limited": "The list allows 1 copy over Main, Extra and Side: keep only one.",
    "rule.title.semi-limited": "More than 2 copies of a Semi-Limited card",
    "rule.help.semi-limited": (
        "The list allows 2 copies over Main, Extra and Side: remove the others."
    ),
    "rule.title.not-in-format": "Card outside the format's card pool",
    "rule.help.not-in-format": (
        "The card cannot be used in this format: not on the whitelist, only released in the other "
        "region, released after the list's date or of an excluded kind (Link or Pendulum in "
        "Genesys). Replace it or choose another list with --banlist."
    ),
    "rule.title.points": "Deck over the points cap",
    "rule.help.points": (
        "In a points format (Genesys) the points of every copy together cannot exceed the cap: "
        "swap cards that carry points for others."
    ),
    "rule.title.limit-pool": "More cards from a Limit pool than its limit",
    "rule.help.limit-pool": (
        "Speed Duel lists group cards in Limit 1, Limit 2 and Limit 3 pools: a deck holds at "
        "most that many cards in total from each pool (Skill Card included): take some out."
    ),
    "rule.title.limit-pool-unknown": "Limit pools of the list unknown",
    "rule.help.limit-pool-unknown": (
        "The list has Limit pools, but no source of the data records their cards: check the "
        "deck against Konami's list by hand."
    ),
    "rule.title.simulator-text": "Simulator's passcode of a card's text before its errata",
    "rule.help.simulator-text": (
        "The passcode counts as its card, so the verdict does not change, but the simulator that "
        "loads it plays the card's text before its errata, not the one the format plays today: "
        "write the card's own passcode. Formats that play old texts (GOAT, Edison, HAT, TOSS, "
        "YGOPro 2011-2013, World) and lists that name the passcode themselves are not warned."
    ),
    "rule.title.advice-main-size": "Main Deck far above 40",
    "rule.help.advice-main-size": (
        "Rulebook advice: close to 40 cards you draw your best cards sooner. Never changes the "
        "verdict."
    ),
    "rule.title.advice-few-monsters": "Few monsters in the Main Deck",
    "rule.help.advice-few-monsters": (
        "Rulebook advice: with few monsters you may have nothing to summon. Never changes the "
        "verdict."
    ),
    "rule.title.advice-high-levels": "Many Level 5 or higher monsters",
    "rule.help.advice-high-levels": (
        "Rulebook advice: Level 5 or higher monsters need Tributes; do not play too many. Never "
        "changes the verdict."
    ),
    "compara.help": (
        "The judge's deck check: whether the presented deck is the registered one, and the "
        "infraction and fix Konami's policy prescribes."
    ),
    "plan.help": "Side plans: checks every matchup's swaps.",
    "hoja.help": "The deck registration sheet as a PDF, in Konami's layout.",
    # --- simula: sample hands, quick groups, progress, --requiere (issue 13) ---
    "goldfish.requirement-precision": (
        "'{value}': P has too many digits; write at most {most} decimals (0.8, 80%)"
    ),
    "simula.opt.plan": (
        "A side plan (YAML, see 'ydkcheck side-plan'); with --rival, simulates the deck after its "
        "swaps."
    ),
    "simula.opt.rival": "The matchup of the plan whose swaps are applied (with --plan).",
    "simula.mv.rival": "RIVAL",
    "goldfish.plan-and-rival": (
        "--plan and --rival go together: the side plan and the matchup whose swaps are simulated"
    ),
    "goldfish.report.after-side": "After siding against {rival}",
    "simula.opt.requiere-compared": (
        "Without an exact value (with effects, or a question too large) the lower end of the "
        "Monte Carlo 95% interval is compared, not the estimate; both are rounded alike, to 4 "
        "decimals or to as many as P has."
    ),
    "simula.opt.manos": (
        "Deal N sample hands, shuffling as a player does (5 cards going first, 6 with "
        "--second; one more per turn of --turns), their cards by type; --seed repeats them."
    ),
    "simula.opt.grupo": (
        "NAME=card,card: a group without a YAML file (names in English or Spanish, or "
        "passcodes; repeatable). Without --condition, each group is the condition NAME >= 1."
    ),
    "simula.opt.condicion": (
        'NAME=EXPRESSION: a condition over the groups of --group, e.g. playable="starters >= '
        '1" (repeatable).'
    ),
    "simula.mv.group": "NAME=CARDS",
    "simula.mv.condition": "NAME=EXPRESSION",
    "goldfish.gate.exact-met": "requirement met: {name} = {value} ≥ {minimum} (exact value)",
    "goldfish.gate.exact-failed": "requirement not met: {name} = {value} < {minimum} (exact value)",
    "goldfish.gate.sampled-met": Plural(
        "requirement met: {name}: lower end of the 95% interval = {value} ≥ {minimum} "
        "(Monte Carlo: {estimate} over {samples} hand)",
        "requirement met: {name}: lower end of the 95% interval = {value} ≥ {minimum} "
        "(Monte Carlo: {estimate} over {samples} hands)",
        count="samples",
    ),
    "goldfish.gate.sampled-failed": Plural(
        "requirement not met: {name}: lower end of the 95% interval = {value} < {minimum} "
        "(Monte Carlo: {estimate} over {samples} hand)",
        "requirement not met: {name}: lower end of the 95% interval = {value} < {minimum} "
        "(Monte Carlo: {estimate} over {samples} hands)",
        count="samples",
    ),
    "goldfish.hands.title": "Hand {number} of {total} ({cards})",
    "goldfish.hands.cards": Plural("{count} card", "{count} cards"),
    "goldfish.hands.other": "Others ({count})",
    "goldfish.hands.seed": "Hands shuffled with seed {seed}: --seed {seed} repeats them.",
    "goldfish.too-many-hands": "--hands {value} is too many: at most {most}",
    "goldfish.quick.needs-group": "--condition needs at least one --group NAME=card,card",
    "goldfish.quick.with-spec": (
        "--group and --condition do not combine with --hand: use one or the other"
    ),
    "goldfish.quick.bad-group": "--group '{value}' is not NAME=card,card",
    "goldfish.quick.bad-condition": (
        "--condition '{value}' is not NAME=EXPRESSION (e.g. playable=\"starters >= 1\")"
    ),
    "goldfish.quick.duplicate-group": "--group {name} is given twice: put its cards in one",
    "goldfish.quick.duplicate-condition": "--condition {name} is given twice: keep only one",
    # --- hoja: the registration sheet (issue 13) ---
    "hoja.empty-target": "-o cannot be empty: give the PDF's name, or - for standard output",
    "hoja.field-control": (
        "{option} holds a control character (an escape, a tab, a line break), a direction "
        "mark or an invisible character (a zero-width space): the sheet prints none, so it "
        "would read otherwise than it prints; write it without them"
    ),
    "hoja.field-too-long": (
        "{option} has more than {most} characters: it cannot fit its box legibly"
    ),
    "hoja.cannot-draw": (
        "the sheet's font draws no {characters} (the player's or the event's details): write "
        "them in Latin letters; no sheet was written"
    ),
    "hoja.read-only": "the file is read-only: choose another with -o or make it writable",
    "hoja.deck": "Deck (.ydk, ydke://, text list, or - for standard input).",
    "hoja.archivo": (
        "The PDF to write (default: the deck's name with .pdf in the current folder; "
        "- writes it to standard output)."
    ),
    "hoja.papel": "Paper size: {known}.",
    "hoja.jugador": (
        "The player's name: 'Last Names, First Names', or 'First Last' when the first name is "
        "one word."
    ),
    "hoja.id": "The player's (Konami) CARD GAME ID.",
    "hoja.pais": "The player's country of residency.",
    "hoja.evento": "The event's name.",
    "hoja.plantilla": (
        "Fill a copy of this PDF of Konami's deck list form (any edition with its fields) "
        "instead of drawing the sheet."
    ),
    "hoja.template-overflow": (
        "the form has {most} rows for {group} cards, and the deck has {over} distinct cards "
        "more: draw the sheet (without --template), which fits them"
    ),
    "hoja.fecha-evento": (
        "The event's date (YYYY-MM-DD); without --date, the deck is checked against the list "
        "in force that day."
    ),
    "hoja.bad-paper": "unknown paper '{value}' (known: {known})",
    "hoja.cannot-write": "cannot write the sheet: {reason}",
    "hoja.would-replace": (
        "already exists and is not a sheet ydkcheck wrote of this deck file, unchanged since (a "
        "form filled in or signed since, another deck's sheet): write the sheet to another file "
        "with -o, or delete that one first"
    ),
    "hoja.same-as-input": "the sheet would overwrite the deck itself: choose another name with -o",
    "hoja.terminal": "a PDF is not written to the terminal: redirect the output or use -o FILE",
    "hoja.problem": "{severity}: {message}",
    "hoja.written": "sheet written to {path} ({paper})",
    "hoja.written-stdout": "sheet written to standard output ({paper})",
    "hoja.left-out": Plural(
        "the sheet has no room for {count} card: the foot of its list says so",
        "the sheet has no room for {count} cards: the foot of its list says so",
    ),
    "hoja.sheet-title": "DECK LIST",
    "hoja.game": "Yu-Gi-Oh! TRADING CARD GAME",
    "hoja.initial": "Last Name Initial",
    "hoja.main-total": "Main Deck Total",
    "hoja.first-names": "First & Middle Name(s)",
    "hoja.last-names": "Last Name(s)",
    "hoja.card-game-id": "CARD GAME ID",
    "hoja.country": "Country of Residency",
    "hoja.event": "Event Name",
    "hoja.event-date": "Event Date",
    "hoja.date-order": "month day year",  # the date fields in order (these words stay)
    "hoja.date-blank": "MM / DD / YYYY",
    "hoja.heading.monster": "Monster Cards",
    "hoja.heading.spell": "Spell Cards",
    "hoja.heading.trap": "Trap Cards",
    "hoja.heading.other": "Other Cards ({count})",
    "hoja.continued": "{heading} (continued)",
    "hoja.total.monster": "Total Monster Cards",
    "hoja.total.spell": "Total Spell Cards",
    "hoja.total.trap": "Total Trap Cards",
    "hoja.total.extra": "Total Extra Deck",
    "hoja.total.side": "Total Side Deck",
    "hoja.column.quantity": "Qty",
    "hoja.column.name": "Card Name",
    "hoja.more": Plural("… and {count} more card", "… and {count} more cards"),
    "hoja.unknown-card": "Unknown card ({id})",
    "hoja.judges": "FOR JUDGE USE ONLY",
    "hoja.judges.round": "Round",
    "hoja.judges.initials": "Initials",
    "hoja.judges.notes": "Deck check notes",
    "hoja.qr": "The exact deck for a phone or ydkcheck: its ydke:// URL and fingerprint",
    "hoja.footer": "Made with ydkcheck {version} · list {banlist} · fingerprint {fingerprint}",
    # --- compara and plan (issues 12, 13) ---
    "plan.two-sections": (
        "rivales and matchups are the same section (the first on line {first}): keep one"
    ),
    "compara.mv.registered": "REGISTERED",
    "compara.mv.presented": "PRESENTED",
    "compara.registered-arg": "The registered deck: .ydk, ydke:// URL, text decklist or -.",
    "compara.presented-arg": "The presented deck: .ydk, ydke:// URL, text decklist or -.",
    "compara.two-stdin": (
        "only one of the two decks can be read from standard input (-): name the other"
    ),
    "compara.empty-player": (
        "--player is empty: give the player's name, or leave --player out for a blank to fill "
        "in by hand"
    ),
    "compara.empty-player.unseen": (
        "--player holds a control character or one nothing draws (a zero-width space, a soft "
        "hyphen): write the player's name without it"
    ),
    "compara.empty-judge.unseen": (
        "--judge holds a control character or one nothing draws (a zero-width space, a soft "
        "hyphen): write the judge's name without it"
    ),
    "compara.empty-judge": (
        "--judge is empty: give the judge's name, or leave --judge out for a blank to fill in "
        "by hand"
    ),
    "compara.game-before-round-1": (
        "--game {game} is a game after a match's first, which no match has before Round 1: "
        "drop --game, or give the round"
    ),
    "compara.players-differ": (
        "Players differ: the list is {registered}'s, the deck {presented}'s; confirm whose "
        "each one is"
    ),
    "compara.verified-illegal": (
        "the list was verified, yet it is illegal (see above): the earlier check missed it. The "
        "policy keeps a verified list and fixes the deck to it, which an illegal list cannot "
        "be; the steps below fix it as a list not verified, if the Head Judge so decides"
    ),
    "compara.registered": "Registered: {source}",
    "compara.presented": "Presented:  {source}",
    "compara.deck-line": "{counts} · fingerprint {print}",
    "compara.read-only": Plural(
        "(of the cards read: {count} line not read is in neither)",
        "(of the cards read: {count} lines not read are in neither)",
    ),
    "compara.line": "line {line}: ",
    "compara.unknown-card": "unknown card",
    "compara.differences": "Differences (registered → presented):",
    "compara.artworks": "Same card, another artwork or passcode (not a difference):",
    "compara.artwork-registered": "registered: {copies}",
    "compara.artwork-presented": "presented:  {copies}",
    "compara.simulator-code": "a simulator's passcode: the text before its errata",
    "compara.same": "✔ SAME DECK",
    "compara.differ": Plural("✘ DIFFERENT: {count} difference", "✘ DIFFERENT: {count} differences"),
    "compara.differ-apart": Plural(
        "✘ DIFFERENT: {count} difference besides the side swaps",
        "✘ DIFFERENT: {count} differences besides the side swaps",
    ),
    "compara.sided": Plural(
        "✔ THE REGISTERED DECK, SIDED: {count} Side Deck card swapped in",
        "✔ THE REGISTERED DECK, SIDED: {count} Side Deck cards swapped in",
    ),
    "compara.unconfirmed": Plural(
        "✘ NOT CONFIRMED: {count} line to confirm (see above)",
        "✘ NOT CONFIRMED: {count} lines to confirm (see above)",
    ),
    "compara.unconfirmed.unsettled": Plural(
        "✘ NOT CONFIRMED: the list does not say which card is on {count} line (see above)",
        "✘ NOT CONFIRMED: the list does not say which cards are on {count} lines (see above)",
    ),
    "compara.unconfirmed.unsettled-too": Plural(
        "; nor does the list say which card is on {count} more line",
        "; nor does the list say which cards are on {count} more lines",
    ),
    # --- compara: the list in force, the list's names, the policy's ruling (issue 22) ---
    "compara.opt.huella": (
        "Check the presented deck against the recorded fingerprint instead of a registered "
        "deck: name only the presented deck."
    ),
    "compara.opt.ronda": "The round of the check; 0: before Round 1 (corrected, no penalty).",
    "compara.opt.verificada": "An earlier deck check verified the list: it can no longer change.",
    "compara.opt.sin-presentar": (
        "The deck had not yet been presented to the opponent for shuffling (Side Deck cards in "
        "the deck: Minor)."
    ),
    "compara.opt.partida": (
        "The game of the match the deck is checked for: 1 as registered (taken when not given); "
        "2 or 3, between games, with Side Deck cards swapped in one for one."
    ),
    "compara.opt.jugador": "The player's full name, for the Match Result Slip.",
    "compara.opt.juez": "The judge's full name, for the Match Result Slip.",
    "compara.mv.print": "FINGERPRINT",
    "compara.mv.round": "N",
    "compara.mv.name": "NAME",
    "compara.print-and-two": (
        "with --fingerprint, name only the presented deck: drop the registered one"
    ),
    "compara.no-presented": (
        "the presented deck is missing: 'compare REGISTERED PRESENTED' or 'compare "
        "--fingerprint FINGERPRINT PRESENTED'"
    ),
    "compara.bad-print": (
        "'{value}' is not a whole fingerprint of this version of ydkcheck ({expected} "
        "characters without dashes or blanks, it has {found}): copy all of it from the record"
    ),
    "compara.print-character": (
        "'{value}' is not a fingerprint: its character {position}, '{char}' ({code}), is not "
        "one a fingerprint holds (digits and the letters A-Z but U, in either case, with dashes "
        "or blanks between): copy the fingerprint from the record again, or retype that "
        "character"
    ),
    "compara.list": "List: {name} ({id})",
    "compara.recorded": "Recorded fingerprint: {print}",
    "compara.same-print": "✔ SAME DECK: it bears the recorded fingerprint",
    "compara.other-print": "✘ DIFFERENT: it does not bear the recorded fingerprint",
    "compara.legal-registered": "registered ✔ legal",
    "compara.legal-presented": "presented ✔ legal",
    "compara.illegal-registered": Plural(
        "registered ✘ illegal ({count} error)", "registered ✘ illegal ({count} errors)"
    ),
    "compara.illegal-presented": Plural(
        "presented ✘ illegal ({count} error)", "presented ✘ illegal ({count} errors)"
    ),
    "compara.unknown-passcode": "unknown card ({id})",
    "compara.line-one": "line {lines}",
    "compara.line-many": "lines {lines}",
    "compara.line-one.deck": "line {lines} of the presented deck",
    "compara.line-many.deck": "lines {lines} of the presented deck",
    "compara.line-one.list": "line {lines} of the list",
    "compara.line-many.list": "lines {lines} of the list",
    "compara.lines-above": "see above",
    "compara.names": "Names on the list that are no card's name:",
    "compara.name-shorthand": ("line {line}: '{written}' reads as {card}, the only card it fits"),
    "compara.name-ambiguous": "line {line}: '{written}' is ambiguous, it fits {cards}",
    "compara.name-more": Plural("and {count} more", "and {count} more"),
    "compara.name-played": "({card} played)",
    "compara.name-unsettled": (
        "(the deck does not show which: the list does not say which card it is)"
    ),
    "compara.pre-errata": "Names that also name a simulator's passcode of older text:",
    "compara.pre-errata.settled": (
        "{lines}: {card}, written by its name alone, which also names {simulator}, its text "
        "before its errata; the deck plays {copies} × {id}, which the list does not judge "
        "apart from the card: read as played"
    ),
    "compara.pre-errata.apart": (
        "{lines}: the registration is ambiguous between two cards the list treats "
        "differently: {card} ({allowed}), written by its name alone, which also names "
        "{simulator}, its text before its errata ({allowed_simulator}); the deck plays "
        "{copies} × {id}: the name cannot say which, and the difference stands"
    ),
    "compara.pre-errata.allowed": Plural("{count} copy allowed", "{count} copies allowed"),
    "compara.policy": "Policy: {policy} · {category}, pp. {pages}",
    "compara.round-unknown": (
        "Round not given: judged as a round under way (--round 0 before Round 1)"
    ),
    "compara.round-0": "Before Round 1",
    "compara.round": "Round {round}",
    "compara.verified": "list verified at an earlier check",
    "compara.not-presented": "deck not yet presented to the opponent",
    "compara.game": "game {game} of the match",
    "compara.game-unknown": (
        "game not given: judged as a match's first game, the deck as registered (--game 2 or 3 "
        "for a check between games)"
    ),
    "compara.presented-taken": (
        "deck taken as presented to the opponent (--not-presented if it was not)"
    ),
    "compara.findings": "Findings:",
    "compara.every-rule": (
        "A deck check judges by every rule: the configuration turns off {rules}, but Konami's "
        "policy lets none be turned off"
    ),
    "compara.finding.presented-unread": Plural(
        "the presented deck has {count} line ydkcheck could not read as written ({lines}): it "
        "cannot be judged (why, above, at its line)",
        "the presented deck has {count} lines ydkcheck could not read as written ({lines}): "
        "it cannot be judged (why, above, at each line)",
    ),
    "compara.finding.list-unclear": Plural(
        "the list has {count} line to confirm with the player ({lines}): ydkcheck cannot be "
        "sure what it says (why, above, at its line)",
        "the list has {count} lines to confirm with the player ({lines}): ydkcheck cannot be "
        "sure what they say (why, above, at each line)",
    ),
    "compara.finding.list-unknown-card": Plural(
        "the list has {count} passcode the card data does not know ({lines}): which card it "
        "is, and whether it is legal, ydkcheck cannot tell; refresh the data ('ydkcheck "
        "update') or confirm the card with the player",
        "the list has {count} passcodes the card data does not know ({lines}): which cards "
        "they are, and whether they are legal, ydkcheck cannot tell; refresh the data "
        "('ydkcheck update') or confirm the cards with the player",
    ),
    "compara.finding.ambiguous-name": (
        "an ambiguous name on the list, '{written}' (line {lines}): it fits more than one card"
    ),
    "compara.finding.ambiguous-name.unsettled": (
        "an ambiguous name on the list, '{written}' (line {lines}): it fits more than one card, "
        "and the deck does not show which: the list does not say which card it is"
    ),
    "compara.finding.wrong-card": (
        "the list names {listed} in the {section}, but {played} is played"
    ),
    "compara.finding.wrong-card-misplaced": (
        "the list puts {card} in the {section}, where it cannot be played, and the deck does "
        "not hold it"
    ),
    "compara.finding.artwork": Plural(
        "{count} card in another artwork: not an infraction",
        "{count} cards in another artwork: not an infraction",
    ),
    "compara.finding.sided": (
        "Side Deck cards swapped in between games ({cards}), the Side Deck's count kept: "
        "allowed, not an infraction"
    ),
    "compara.finding.sided.count-changed": (
        "Side Deck cards swapped in between games one for one ({cards}): allowed, not an "
        "infraction; yet the Side Deck's count was not kept (list {listed}, deck {presented})"
    ),
    "compara.finding.side-in-main": (
        "Side Deck cards in the deck from side-decking not undone ({cards}), found after it was "
        "presented to the opponent"
    ),
    "compara.finding.side-in-main-not-presented": (
        "Side Deck cards in the deck from side-decking not undone ({cards}), found before it "
        "was presented to the opponent: restored within {minutes} minutes"
    ),
    "compara.finding.deck-differs": Plural(
        "the deck does not match the list: {count} difference",
        "the deck does not match the list: {count} differences",
    ),
    "compara.finding.deck-differs.cards": "the deck does not match the list: {cards}",
    "compara.finding.deck-differs.cards.apart": (
        "besides the Side Deck swaps, the deck does not match the list: {cards}"
    ),
    "compara.finding.deck-differs.cards.unsorted": (
        "the deck does not match the list, and which of these changes are Side Deck swaps "
        "between games and which are not cannot be told apart: {cards}"
    ),
    "compara.copies-more": "{copies} × {card} more",
    "compara.copies-fewer": "{copies} × {card} fewer",
    "compara.finding.deck-illegal": "the presented deck is illegal",
    "compara.finding.deck-illegal.cards": (
        "the presented deck is illegal and does not match the list: {cards}"
    ),
    "compara.finding.deck-illegal.cards.apart": (
        "the presented deck is illegal and, besides the Side Deck swaps, does not match the "
        "list: {cards}"
    ),
    "compara.finding.deck-illegal.cards.unsorted": (
        "the presented deck is illegal and does not match the list, and which of these changes "
        "are Side Deck swaps between games and which are not cannot be told apart: {cards}"
    ),
    "compara.finding.swaps-unsorted": (
        "which of the deck's changes are Side Deck swaps between games and which are not "
        "cannot be told apart (every difference, above)"
    ),
    "compara.finding.list-illegal": "the registered list is illegal",
    "compara.finding.both-illegal": "the registered list and the presented deck are illegal",
    "compara.finding.not-recorded-deck": (
        "the deck is not the one of the recorded fingerprint: compare it with the list to see "
        "what changed"
    ),
    "compara.infraction": "Infraction: {name}",
    "compara.infraction-none": "Infraction: none",
    "compara.infraction-at-least": (
        "Infraction: at least {name}; determined once the check is complete"
    ),
    "compara.infraction-undetermined": (
        "Infraction: to be determined once the check is complete (see the fix)"
    ),
    "compara.infraction-before-round-1": (
        "Infraction: {name}, found before Round 1: the Head Judge may correct it without a "
        "penalty, at their discretion (a player who reported it before the event: the Minor "
        "one, a Warning)"
    ),
    "compara.penalty": "Penalty: {name}",
    "compara.penalty-none": "Penalty: none",
    "compara.penalty-undetermined": "Penalty: to be determined",
    "compara.penalty-before-round-1": (
        "Penalty: none if the Head Judge corrects it so; otherwise {name}"
    ),
    "compara.fix": "Fix (pp. {pages}):",
    "compara.fix-none": "Fix: none",
    "compara.next": "To complete the check:",
    "compara.step.remove": "Out of the {section}: {cards}{where}",
    "compara.step.add": "Into the {section}, from the player's own cards: {cards}{where}",
    "compara.step.strike": "Struck from the list, in the {section}: {cards}{where}",
    "compara.step.move": "From the {source} to the {section}: {cards}",
    "compara.step.rename": "On the list, '{written}' is corrected to {card}, the card played",
    "compara.step.side-in": Plural(
        "{count} Side Deck card moves into the Main Deck, only enough, the player's choice "
        "among: {choices}; the Side Deck is not refilled",
        "{count} Side Deck cards move into the Main Deck, only enough, the player's choice "
        "among: {choices}; the Side Deck is not refilled",
    ),
    "compara.step.side-in-lacking": Plural(
        "If the player lacks those cards: {count} Side Deck card moves into the Main Deck, only "
        "enough, their choice among: {choices}; the Side Deck is not refilled",
        "If the player lacks those cards: {count} Side Deck cards move into the Main Deck, only "
        "enough, their choice among: {choices}; the Side Deck is not refilled",
    ),
    "compara.step.nothing-in": "No Side Deck card comes in: the deck is legal already",
    "compara.step.nothing-in-lacking": (
        "If the player lacks those cards: no Side Deck card comes in, the Main Deck is legal "
        "without them"
    ),
    "compara.step.list": "The list becomes: {counts}",
    "compara.step.list-lacking": "If the player lacks those cards, the list then becomes: {counts}",
    "compara.step.list-change": "{section}: {card} {before} → {after}{where}",
    "compara.step.list-side-in": Plural(
        "and {count} Side Deck card moves to the Main Deck, the one the player chooses",
        "and {count} Side Deck cards move to the Main Deck, those the player chooses",
    ),
    "compara.step.drop": "The player is dropped from the tournament",
    "compara.step.drop-lacking": "If the player lacks those cards, they are dropped",
    "compara.step.confirm": (
        "Confirm with the player what the list says ({lines}), correct it and check again"
    ),
    "compara.step.unsettled": (
        "The list does not say which card '{written}' is ({lines}): it fits more than one, and "
        "the deck does not show which. Ask the player which card they meant (the answer does "
        "not change the infraction), correct the list and check again"
    ),
    "compara.step.reread": (
        "Enter the presented deck again as it lies on the table ({lines}), under its Main, "
        "Extra and Side Deck headings; for a card newer than the card data, refresh it "
        "('ydkcheck update'); and check again"
    ),
    "compara.step.resolve": "The Head Judge decides: {problem}",
    "compara.step.resolve-then-list": (
        "The Head Judge decides: {problem}; then the list is fixed to the deck as it is left"
    ),
    "compara.step.keep-list": "The list does not change: an earlier deck check verified it",
    "compara.step.compare-with-list": (
        "Only a fingerprint was recorded: compare the deck with the registered list ('ydkcheck "
        "compare LIST DECK') to know what to fix"
    ),
    "compara.slip": "Match Result Slip (p. {page}): {line}",
    "compara.slip.player": "[player]",
    "compara.slip.judge": "[judge]",
    "plan.deck-arg": "The deck: .ydk, ydke:// URL, text decklist or -.",
    "plan.plan-arg": "The side plan (YAML): the matchups, and what goes in and out against each.",
    "plan.missing": "the side plan does not exist: check the path",
    "plan.yaml": "invalid YAML: {problem}",
    "plan.not-mapping": (
        "a side plan is a mapping: 'matchups:' and, under it, each rival with in and out"
    ),
    "plan.not-mapping-here": "a mapping (name: value) was expected here",
    "plan.bad-key": "not a valid key: use a text name",
    "plan.duplicate-key": "'{key}' is written twice (first on line {first}): keep one",
    "plan.unknown-key": "unknown key '{entry}': a plan holds 'matchups' (or 'rivales')",
    "plan.no-matchups": "the plan has no matchup: write them under 'matchups:'",
    "plan.too-many-matchups": "more than {most} matchups: this is no side plan",
    "plan.too-many-cards": "more than {most} cards in the plan: this is no side plan",
    "plan.long-name": "a name longer than {most} characters: no card is called that",
    "plan.unknown-swap-key": (
        "unknown key '{entry}' in the matchup '{name}': use in (entran) and out (salen)"
    ),
    "plan.bad-card": "a card name or passcode was expected",
    "plan.bad-copies": "a number of copies was expected, 1 to {most}",
    "plan.unknown-rival": "the plan has no matchup '{rival}'; it has: {known}",
    "plan.invalid-matchup": Plural(
        "the plan's matchup '{rival}' has {count} problem: 'ydkcheck plan' explains it",
        "the plan's matchup '{rival}' has {count} problems: 'ydkcheck plan' explains them",
    ),
    "plan.not-in-side": Plural(
        "{name}: {count} copy in, and the Side Deck has {available}",
        "{name}: {count} copies in, and the Side Deck has {available}",
    ),
    "plan.not-in-deck": Plural(
        "{name}: {count} copy out, and the Main and Extra Decks have {available}",
        "{name}: {count} copies out, and the Main and Extra Decks have {available}",
    ),
    "plan.unbalanced": (
        "{cards_in} and {cards_out}: they must be as many, the Side Deck keeps its size"
    ),
    "plan.count-in": Plural("{count} card in", "{count} cards in"),
    "plan.count-out": Plural("{count} out", "{count} out"),
    "plan.deck": "Deck: {source}",
    "plan.deck-line": "{counts} · fingerprint {print}",
    "plan.plan": "Plan: {path}",
    "plan.list": "List: {name} ({id})",
    "plan.matchup": "{name} (line {line}): {verdict}",
    "plan.valid": "✔ VALID",
    "plan.invalid": Plural("✘ INVALID, {count} problem", "✘ INVALID, {count} problems"),
    "plan.in": "in:",
    "plan.out": "out:",
    "plan.nothing": "nothing",
    "plan.after": "after:",
    "plan.line": "line {line}: ",
    "plan.summary": "{matchups}: {valid}, {invalid}",
    "plan.summary.matchups": Plural("{count} matchup", "{count} matchups"),
    "plan.summary.valid": Plural("{count} valid", "{count} valid"),
    "plan.summary.invalid": Plural("{count} invalid", "{count} invalid"),
    "plan.summary.deck-invalid": "; the deck before any swap is not valid",
    "plan.deck-invalid": Plural(
        "✘ the deck, before any swap, is NOT VALID: {count} problem",
        "✘ the deck, before any swap, is NOT VALID: {count} problems",
    ),
    # --- organiser outputs of valida: resumen, csv, html, duplicates (issue 12) ---
    "opt.solo-ilegales": (
        "Show only the decks with errors, in any output (the summary on stderr still counts "
        "them all)."
    ),
    "report.line": "line {line}",
    "report.player": "Player: '{player}'",
    "summary.player": "'{player}'",
    "report.fingerprint": "fingerprint {fingerprint}",
    "report.repeats": "= same deck as {source}",
    "report.duplicate": "same deck in {files} (fingerprint {fingerprint}): {sources}",
    "report.duplicate.files": Plural("{count} file", "{count} files"),
    "report.github-duplicate": "ydkcheck (repeated deck)",
    "report.github-config": "ydkcheck (configuration)",
    "report.github-warning": "ydkcheck (the whole run)",
    "report.junit-failure": Plural("{count} error: {first}", "{count} errors; the first: {first}"),
    "report.junit-sheet-edited": Plural(
        "the sheet may print another deck than the one it carries ({count} difference): no "
        "valid deck list until cleared up; {first}",
        "the sheet may print another deck than the one it carries ({count} differences): no "
        "valid deck list until cleared up; the first: {first}",
    ),
    "summary.column.file": "File",
    "summary.column.player": "Player",
    "summary.column.verdict": "Verdict",
    "summary.column.counts": "M/E/S",
    "summary.column.errors": "Err",
    "summary.column.warnings": "Warn",
    "summary.column.fingerprint": "Fingerprint",
    "summary.legal": "legal",
    "summary.illegal": "ILLEGAL",
    "summary.sheet-edited": "EDITED",  # a sheet whose paper may print another deck
    "summary.unread": "unreadable",
    "summary.unreadable": "unreadable: {reason}",
    "summary.repeated": "{mark} same deck as an earlier file; the repeated decks:",
    "csv.column.main": "Main",
    "csv.column.extra": "Extra",
    "csv.column.side": "Side",
    "csv.column.errors": "Errors",
    "csv.column.warnings": "Warnings",
    "csv.column.repeats": "Same deck as",
    "html.title": "Deck report",
    "html.only-illegal": "Only illegal",
    "html.no-problems": "No problems.",
    "html.skipped": "Files left out, and why",
    "html.repeated": "Repeated decks",
    "html.repeated-count": Plural(
        "{count} deck in several files", "{count} decks in several files"
    ),
    "html.generated": "Made by ydkcheck {version}.",
}
