"""Messages of the update area (``ydkcheck actualiza``): key -> (Spanish, English)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "update.help": (
        "Descarga los datos de cartas y las listas actuales (TCG, OCG, GOAT) de la API de "
        "YGOPRODeck a la caché del usuario; si algo falla, se conservan los datos anteriores.",
        "Download the card data and the current lists (TCG, OCG, GOAT) from the YGOPRODeck "
        "API into the user cache; if anything fails, the previous data is kept.",
    ),
    "update.progress.cards": ("Descargando cartas", "Downloading cards"),
    "update.progress.genesys": ("Descargando puntos Genesys", "Downloading Genesys points"),
    "update.done": (
        "Datos actualizados: {count} cartas ({source}, {date}) guardadas en {folder}.",
        "Data updated: {count} cards ({source}, {date}) saved in {folder}.",
    ),
    "update.done_lists": (
        "Listas actuales guardadas: {lists}.",
        "Current lists saved: {lists}.",
    ),
    "update.unchanged": (
        "Los datos ya estaban al día: {count} cartas ({source}, {date}) en {folder}.",
        "The data was already up to date: {count} cards ({source}, {date}) in {folder}.",
    ),
    "update.failed": (
        "No se pudo actualizar: {reason}. Se siguen usando los datos anteriores: {data}.",
        "Could not update: {reason}. The previous data is still in use: {data}.",
    ),
    "update.in_use": (
        "{source}, {date}, {count} cartas ({path})",
        "{source}, {date}, {count} cards ({path})",
    ),
    "update.in_use_unknown": (
        "no se pudieron leer ({detail})",
        "they could not be read ({detail})",
    ),
    "update.fail.connect": (
        "no se pudo conectar con {url} ({detail})",
        "could not connect to {url} ({detail})",
    ),
    "update.fail.timeout": (
        "{url} no respondió a tiempo",
        "{url} did not answer in time",
    ),
    "update.fail.deadline": (
        "la actualización no terminó en {seconds} s (esperando a {url}): inténtalo más tarde",
        "the update did not finish within {seconds} s (waiting for {url}): try again later",
    ),
    "update.fail.bad_data": (
        "los datos de {url} no sirven ({detail}): se mantienen los anteriores",
        "the data of {url} is not usable ({detail}): the previous data stays",
    ),
    "update.fail.too_big": (
        "la respuesta de {url} pasa de {limit} MB: no parece la API de cartas, comprueba la URL",
        "the answer of {url} is over {limit} MB: it does not look like the card API, check the URL",
    ),
    "update.fail.interrupted": (
        "la descarga de {url} se cortó antes de terminar",
        "the download of {url} was cut off before the end",
    ),
    "update.fail.status": (
        "{url} respondió con el estado HTTP {status}",
        "{url} answered with HTTP status {status}",
    ),
    "update.fail.status_detail": (
        "{url} respondió con el estado HTTP {status}: {detail}",
        "{url} answered with HTTP status {status}: {detail}",
    ),
    "update.fail.unexpected_304": (
        "{url} respondió 304 (sin cambios) a una petición que no era condicional",
        "{url} answered 304 (not modified) to a request that was not conditional",
    ),
    "update.fail.read": (
        "no se pudo leer {path}: {detail}",
        "could not read {path}: {detail}",
    ),
    "update.fail.encoding": (
        "la respuesta de {url} no es texto UTF-8 (byte {position})",
        "the answer of {url} is not UTF-8 text (byte {position})",
    ),
    "update.fail.json": (
        "la respuesta de {url} no es JSON válido o está incompleta (línea {line}, columna "
        "{column})",
        "the answer of {url} is not valid JSON or is incomplete (line {line}, column {column})",
    ),
    "update.fail.not_object": (
        "la respuesta de {url} no es un objeto JSON con la lista «data»",
        'the answer of {url} is not a JSON object with a "data" list',
    ),
    "update.fail.no_data": (
        "la respuesta de {url} no tiene la lista «data» de cartas",
        'the answer of {url} has no "data" list of cards',
    ),
    "update.fail.api_error": (
        "la API respondió a {url} con un error: {detail}",
        "the API answered {url} with an error: {detail}",
    ),
    "update.fail.too_few": (
        "la respuesta de {url} trae solo {count} cartas (se esperan al menos {minimum})",
        "the answer of {url} has only {count} cards (at least {minimum} expected)",
    ),
    "update.fail.card_object": (
        "el elemento n.º {index} de «data» en {url} no es un objeto",
        'item {index} of "data" in {url} is not an object',
    ),
    "update.fail.card_id": (
        "la carta n.º {index} de {url} no tiene un id entero ({value})",
        "card {index} of {url} has no integer id ({value})",
    ),
    "update.fail.card_name": (
        "la carta n.º {index} de {url} (id {id}) no tiene nombre",
        "card {index} of {url} (id {id}) has no name",
    ),
    "update.fail.card_type": (
        "la carta n.º {index} de {url} (id {id}) no tiene tipo",
        "card {index} of {url} (id {id}) has no type",
    ),
    "update.fail.write": (
        "no se pudo escribir {path}: {detail}",
        "could not write {path}: {detail}",
    ),
    "update.fail.locked": (
        "otra actualización sigue en curso (cerrojo {path}); inténtalo más tarde",
        "another update is still running (lock {path}); try again later",
    ),
}
