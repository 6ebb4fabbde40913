"""Los mensajes en español: clave -> texto con campos de ``str.format``.

Un ``Plural`` elige su forma por el número del campo que nombra (ver ``ydkcheck.messages``).
"""

from __future__ import annotations

from ydkcheck.messages import Plural

MESSAGES: dict[str, str | Plural] = {
    # CLI
    "cli.help": (
        "Comprueba mazos de Yu-Gi-Oh!: reglas de construcción, listas y formatos, manos iniciales."
    ),
    "cli.version": "Muestra la versión y sale.",
    "os.not-found": "no existe",
    "os.no-permission": "sin permiso",
    "os.is-folder": "es una carpeta",
    "os.not-folder": "una parte de la ruta no es una carpeta",
    "os.disk-full": "el disco está lleno",
    "os.no-reader": "ningún programa lee la tubería",
    "os.no-device": "ningún dispositivo responde",
    "os.pipe-closed": "se cortó la tubería",
    "os.read-only-system": "el sistema de archivos es de solo lectura",
    "os.device-error": "error del dispositivo",
    "os.link-loop": "demasiados enlaces simbólicos encadenados",
    "os.name-too-long": "el nombre es demasiado largo",
    "os.closed": "está cerrada",
    "os.too-large": "el archivo es demasiado grande",
    "help.usage": "Uso: ",
    "help.usage-options": "[OPCIONES]",
    "help.usage-command": "ORDEN",
    "help.options": "Opciones",
    "help.arguments": "Argumentos",
    "help.commands": "Órdenes",
    "help.value-text": "TEXTO",
    "help.value-number": "N",
    "help.value-path": "RUTA",
    "help.required": "[obligatorio]",
    "help.default": "[por defecto:",
    "usage.error": "{command}: {message}",
    "usage.error.help": "{command}: {message} (ayuda: «{help}»)",
    "usage.no-such-option": "no existe la opción {name}",
    "usage.no-such-option.suggest": "no existe la opción {name}; ¿quisiste decir {options}?",
    "usage.no-such-command": "no existe la orden «{name}»",
    "usage.no-such-command.suggest": "no existe la orden «{name}»; ¿quisiste decir {options}?",
    "usage.missing-argument": "falta el argumento {name}",
    "usage.missing-option": "falta la opción {name}",
    "usage.needs-value": "la opción {name} necesita un valor",
    "usage.needs-values": "la opción {name} necesita {count} valores",
    "usage.takes-no-value": "la opción {name} no lleva valor",
    "usage.extra": "sobra lo que va después: {args}",
    "usage.bad-value": "valor no válido para {name}: {reason}",
    "usage.not-integer": "«{value}» no es un número entero",
    "usage.too-many-digits": "«{value}» tiene más cifras que cualquier valor de esta opción",
    "usage.not-number": "«{value}» no es un número",
    "usage.out-of-range": "{value} está fuera del intervalo {range}",
    "usage.not-boolean": "«{value}» no es sí ni no",
    "usage.not-a-choice": "«{value}» no es ninguno de {choices}",
    "mv.deck": "MAZO",
    "mv.decks": "MAZOS",
    "mv.list": "LISTA",
    "mv.list-before": "ANTES",
    "mv.list-after": "DESPUÉS",
    "mv.file": "ARCHIVO",
    "yaml.problem.tab": "un tabulador en la sangría (sangra con espacios)",
    "yaml.problem.list": "falta una coma o el «]» que cierra la lista",
    "yaml.problem.map": "falta una coma o la llave de cierre del diccionario",
    "yaml.problem.colon": (
        "un «:» donde no puede ir un valor (¿falta un espacio, comillas o un salto de línea?)"
    ),
    "yaml.problem.no-colon": "falta el «:» tras la clave",
    "yaml.problem.indent": "la sangría no cuadra con la de las líneas anteriores",
    "yaml.problem.unclosed": "el archivo acaba dentro de unas comillas o un corchete sin cerrar",
    "yaml.problem.escape": (
        "una secuencia de escape desconocida entre comillas dobles (usa comillas simples)"
    ),
    "yaml.problem.character": (
        "un carácter que no puede empezar un valor (pon el valor entre comillas)"
    ),
    "yaml.problem.alias": "un alias (*nombre) que no está definido",
    "yaml.problem.anchor": "un ancla (&nombre) repetida",
    "yaml.problem.documents": "hay más de un documento (sobra un «---»)",
    "yaml.problem.tag": (
        "una etiqueta («{tag}») que aquí no construye ningún valor: escribe el valor solo"
    ),
    "yaml.problem.other": "la sintaxis no es YAML válido",
    "cli.help-option": "Muestra esta ayuda y sale.",
    "cli.lang": "Idioma de los mensajes: es o en.",
    "cli.internal-error": (
        "error interno ({detail}); es un fallo de ydkcheck, no de tu mazo: avísanos con "
        "la orden y el archivo (YDKCHECK_DEBUG=1 muestra la traza)"
    ),
    "cache.damage.unreadable": (
        "no se puede leer la caché ({reason}); se usan los datos incluidos en ydkcheck. «ydkcheck "
        "actualiza» la rehace"
    ),
    "cache.damage.pointer": (
        "la caché no nombra una generación de datos válida; se usan los datos incluidos en "
        "ydkcheck. «ydkcheck actualiza» la rehace"
    ),
    "cache.damage.meta": (
        "los metadatos de la caché no tienen la forma esperada; se usan los datos incluidos en "
        "ydkcheck. «ydkcheck actualiza» la rehace"
    ),
    "cache.damage.checksum": (
        "los datos de cartas de la caché no coinciden con su suma SHA-256 (dañados o editados); se"
        " usan los datos incluidos en ydkcheck. «ydkcheck actualiza» la rehace"
    ),
    "cache.damage.lists": (
        "el índice de listas de la caché está dañado; se usan las listas incluidas en ydkcheck. "
        "«ydkcheck actualiza» lo rehace"
    ),
    "cli.warning": "aviso: {message}",
    "cli.output-failed": "no se pudo escribir la salida: {reason}",
    "cli.bad-lang": "idioma desconocido «{value}»: usa es o en",
    "cli.bad-names": "idioma de nombres desconocido «{value}»: usa --nombres es o --nombres en",
    "opt.nombres": "Idioma de los nombres de cartas: es o en (por defecto, el de los mensajes).",
    "cli.bad-output": "formato de salida desconocido «{value}»: usa {known}",
    "cli.bad-rule": "regla desconocida «{value}»; reglas: {known}",
    "cli.rule-always-checked": (
        "«{value}» no se puede desactivar: señala una hoja cuyos campos impresos dicen otro "
        "mazo que el que lleva, que no vale como lista hasta aclararlo con el jugador"
    ),
    "cli.no-input": "no se indicó ningún mazo: pasa archivos .ydk, carpetas o URLs ydke://",
    "cli.summary": "{decks}: {legal}, {illegal}, {unreadable}",
    "cli.summary.decks": Plural("{count} mazo", "{count} mazos"),
    "cli.summary.legal": Plural("{count} legal", "{count} legales"),
    "cli.summary.illegal": Plural("{count} ilegal", "{count} ilegales"),
    "cli.summary.with-edited": "{decks}: {legal}, {edited}, {illegal}, {unreadable}",
    # legal, read from a sheet whose printed fields say another deck: no list until cleared
    "cli.summary.edited": Plural("{count} hoja editada", "{count} hojas editadas"),
    "cli.summary.unreadable": Plural("{count} ilegible", "{count} ilegibles"),
    # valida: help and options
    "valida.help": "Valida mazos (.ydk, ydke://, carpetas) contra las reglas y una lista.",
    "valida.decks": (
        "Archivos (.ydk, .txt, .pdf), carpetas (sus .ydk, .txt y .pdf, también los de "
        "subcarpetas), patrones como 'decks/**/*.ydk', URLs ydke:// o - (un mazo por la entrada "
        "estándar)."
    ),
    "opt.lista": (
        "Lista o formato: tcg, ocg, goat, edison, speed, genesys, md, world, traditional, un id de "
        "lista o un archivo .yaml / .lflist.conf. Por defecto, la TCG más reciente."
    ),
    "opt.fecha": "Usa la lista de la familia vigente ese día (AAAA-MM-DD).",
    "opt.salida": "Formato de salida: {known}.",
    "opt.puntos": "Tope de puntos en formatos por puntos (Genesys); por defecto el de la lista.",
    "opt.estricto": "Las advertencias también hacen fallar (estado 1).",
    "opt.ignora": "No informa de esta regla (repetible), p. ej. --ignora advice-high-levels.",
    "opt.sin-cache": "Usa solo los datos de cartas incluidos en el paquete, no los de «actualiza».",
    "opt.jobs": (
        "Procesos que comprueban mazos a la vez (vale la pena con miles de mazos); 0: uno por "
        "núcleo."
    ),
    # input errors
    "input.pipe-timeout": "la tubería no terminó de enviar en {seconds} s: revisa qué la escribe",
    "input.not-utf8": "no está en UTF-8 (byte {byte}): guárdalo como UTF-8",
    "input.too-big": "ocupa más de {limit} bytes: no es un archivo que ydkcheck lea",
    "input.not-a-file": "es una carpeta, no un archivo: nombra el archivo",
    "input.missing": "no existe: comprueba la ruta del archivo",
    "input.is-folder": (
        "es una carpeta: nombra un mazo, o pásala a «ydkcheck valida» para comprobar los mazos "
        "de dentro (.ydk, .txt, .pdf)"
    ),
    "input.unreadable": "no se puede leer ({reason}): comprueba los permisos",
    "input.link-loop": (
        "es un enlace simbólico que vuelve sobre sí mismo: haz que apunte al archivo"
    ),
    "input.unreadable.system": (
        "el sistema no deja leerlo ({reason}): comprueba la ruta, o copia el archivo como un "
        "archivo normal"
    ),
    "input.name-too-long": (
        "no se puede abrir: el nombre es más largo de lo que admite el sistema; comprueba que "
        "es el archivo que querías nombrar, o acórtalo"
    ),
    "input.stdin-closed": (
        "la entrada estándar está cerrada: pasa un mazo por una tubería o nombra un archivo"
    ),
    "input.empty-folder": "la carpeta no contiene ningún archivo (los ocultos no se miran)",
    "input.no-match": "el patrón no coincide con ningún archivo: comprueba la ruta",
    # los archivos de una carpeta que no son mazos: omitidos, nombrados, contados
    "input.not-regular": (
        "no es un archivo normal (una tubería, un socket o un dispositivo): un mazo es un archivo"
    ),
    "input.hidden": (
        "oculto (su nombre, o el de una carpeta que lo contiene, empieza por un punto): no se "
        "lee; nómbralo para comprobarlo"
    ),
    "skipped.hidden": (
        "oculto (su nombre, o el de una carpeta que lo contiene, empieza por un punto): "
        "nómbralo para comprobarlo"
    ),
    "input.folder-link": (
        "un enlace a una carpeta, que no se sigue: nombra la carpeta para comprobar sus mazos"
    ),
    "skipped.folder-link": (
        "un enlace a una carpeta, que no se sigue: nombra la carpeta para comprobar sus mazos"
    ),
    "input.same-file": (
        "otro nombre de {other} (un enlace): el archivo se comprueba una vez, como {other}"
    ),
    "skipped.same-file": (
        "otro nombre de {other} (un enlace): el archivo se comprueba una vez, como {other}"
    ),
    "skipped.not-a-file": "no es un archivo normal (una tubería, un socket o un dispositivo)",
    "input.not-a-deck": "no se llama .ydk ni .txt: no se lee como mazo",
    "skipped.no-cards": "no tiene ninguna carta",
    "skipped.not-a-deck": "no es un mazo (ni .ydk ni .txt, o mucho mayor que un mazo)",
    "cli.strict-fails": Plural(
        "con --estricto los avisos hacen fallar la ejecución: {count} mazo legal los tiene "
        "(estado 1)",
        "con --estricto los avisos hacen fallar la ejecución: {count} mazos legales los "
        "tienen (estado 1)",
    ),
    "cli.edited-fails": Plural(
        "{count} hoja cuyos campos impresos dicen otro mazo que el que lleva: no vale como "
        "lista hasta aclararlo con el jugador (estado 1)",
        "{count} hojas cuyos campos impresos dicen otro mazo que el que llevan: no valen como "
        "listas hasta aclararlo con los jugadores (estado 1)",
    ),
    "cli.no-deck-checked": Plural(
        "no se comprobó ningún mazo: se dejó fuera el {count} archivo de las entradas (el "
        "porqué, arriba); indica un mazo, o una carpeta que tenga alguno",
        "no se comprobó ningún mazo: se dejaron fuera los {count} archivos de las entradas "
        "(el porqué, arriba); indica un mazo, o una carpeta que tenga alguno",
    ),
    "cli.skipped": "{source}: omitido, {reason}",
    "cli.summary.skipped": Plural("{count} archivo omitido", "{count} archivos omitidos"),
    "cli.summary.with-skipped": "{totals}; {skipped}, cada uno nombrado con el motivo",
    "summary.skipped": "omitido: {reason}",
    "deck.too-big": "el archivo tiene más de {limit} bytes: no parece un mazo",
    "deck.nul": Plural(
        "tiene {count} byte NUL, que ningún texto lleva: bórralo, o exporta el mazo otra vez",
        "tiene {count} bytes NUL, que ningún texto lleva, el primero en esta línea: bórralos, o "
        "exporta el mazo otra vez",
    ),
    "deck.binary": "es un archivo binario (¿una imagen?), no un mazo: exporta el mazo como .ydk",
    # a PDF deck list: a sheet ydkcheck wrote, or Konami's form filled in
    "sheet.too-big": (
        "es un PDF de más de {most} MiB: ninguna hoja de mazo es tan grande; exporta el "
        "formulario otra vez"
    ),
    "sheet.too-many-pages": (
        "es un PDF de más de {most} páginas: una hoja de mazo tiene una; envía solo el formulario"
    ),
    "sheet.encrypted": (
        "es un PDF cifrado (con contraseña, o con la edición restringida): guarda una copia sin "
        "seguridad y vuelve a leerlo"
    ),
    "sheet.damaged": "es un PDF dañado que no se puede leer: exporta el formulario otra vez",
    # lo que puede costar leer un PDF
    "sheet.too-much-data": (
        "es un PDF cuyos flujos se descomprimen en más de {most} MiB: ninguna hoja de mazo "
        "tiene tanto; exporta el formulario otra vez"
    ),
    "sheet.unmeasured-filter": (
        "es un PDF comprimido con {name}, que ydkcheck no descomprime: exporta o imprime el "
        "formulario a PDF otra vez"
    ),
    "hoja.template-is-a-sheet": (
        "es una hoja que ya escribió ydkcheck: lleva un mazo, y una hoja hecha con ella también "
        "lo llevaría o imprimiría; da el formulario en blanco como --plantilla"
    ),
    "hoja.template-shows-more": (
        "lleva lo que un lector de PDF muestra o ejecuta junto a sus campos ({what}): una hoja "
        "hecha con ella imprimiría o abriría otra lista que el mazo, y se lee como editada; da "
        "una copia limpia del formulario en blanco como --plantilla"
    ),
    "hoja.template-reads-otherwise": (
        "una hoja rellenada con ella no se lee como se escribió ({problem}); da una copia "
        "limpia del formulario en blanco como --plantilla"
    ),
    "hoja.template-another-deck": (
        "una hoja rellenada con ella se lee como otro mazo que el escrito; da una copia limpia "
        "del formulario en blanco como --plantilla"
    ),
    "hoja.template-no-form-dictionary": (
        "sus campos son widgets en su página que ningún diccionario de formulario (/AcroForm) "
        "lista, como los deja un programa antiguo que lo rellenó: un lector no los volvería a "
        "dibujar; da el formulario en blanco como --plantilla"
    ),
    "hoja.template-extra.actions": "scripts, acciones o archivos que lleva dentro",
    "hoja.template-extra.annotations": "anotaciones que dibujan",
    "hoja.template-extra.layers": "capas",
    "hoja.template-extra.pictures": "imágenes sobre los campos",
    "hoja.template-extra.printed": "palabras dibujadas sobre los campos",
    "hoja.template-extra.shown": "un campo mostrado más de una vez",
    "hoja.template-extra.twice": "claves definidas dos veces",
    "sheet.not-a-form": (
        "es un PDF sin los campos de la hoja de mazo: rellena el formulario de Konami (o el "
        "de ydkcheck hoja) en un lector de PDF, o da el mazo en .ydk"
    ),
    "sheet.bad-carried": (
        "el mazo que lleva esta hoja no coincide con su huella: el archivo se ha alterado; "
        "vuelve a hacer la hoja con ydkcheck hoja"
    ),
    "sheet.at-field": "{field}: {problem}",
    "sheet.no-card": (
        "una cantidad ({count}) sin nombre de carta: escribe el nombre o borra la cantidad"
    ),
    "sheet.no-count": (
        "«{name}» no tiene cantidad: el formulario suma una cantidad en blanco como 0, así que "
        "no se lee ninguna copia; escribe cuántas copias"
    ),
    "sheet.blanks": (
        "{field} tiene un salto de línea, un tabulador o varios espacios seguidos, que pueden "
        "imprimir parte fuera de su casilla: la fila no se lee; escríbelo en una línea con un "
        "solo espacio entre palabras"
    ),
    "sheet.field.name": "el nombre de la carta",
    "sheet.field.count": "la cantidad",
    "sheet.too-long": (
        "el campo tiene más de {most} caracteres, más que el nombre de cualquier carta: "
        "escribe una carta en cada fila"
    ),
    "sheet.unknown-field": (
        "el campo «{field}», que no es del formulario, dice «{text}»: no se lee como carta; "
        "compruébalo en la hoja impresa"
    ),
    "sheet.field-choice": (
        "el campo «{field}» del formulario es una lista para elegir, no texto: quien lo lee ve "
        "el texto de una opción, que puede ser otra carta que su valor; rellena el formulario "
        "de nuevo"
    ),
    "sheet.field-longer": (
        "el campo «{field}» del formulario guarda más caracteres de los que deja ver (su "
        "MaxLen): un visor lo muestra cortado, quizá como otra carta; rellena el formulario de "
        "nuevo"
    ),
    "sheet.field-password": (
        "el campo «{field}» del formulario es de contraseña: un lector que lo dibuja muestra "
        "su texto como asteriscos, así que el papel no muestra la carta leída; rellena el "
        "formulario de nuevo"
    ),
    "sheet.field-file": (
        "el campo «{field}» del formulario es para elegir un archivo, no un texto que un "
        "lector muestre tal cual; rellena el formulario de nuevo"
    ),
    "sheet.field-parent": (
        "el campo «{field}» del formulario nombra como padre a otro campo que el que lo lista: "
        "un visor muestra lo que hereda del que nombra, que puede ser otra carta; rellena el "
        "formulario de nuevo"
    ),
    "sheet.field-value": (
        "el campo «{field}» del formulario guarda su texto de otra forma que como texto (un "
        "flujo, o nulo sobre el valor de su padre): los visores lo muestran distinto, quizá "
        "como otra carta; rellena el formulario de nuevo"
    ),
    "sheet.field-twice": (
        "el formulario tiene dos campos llamados «{field}» con textos distintos: no se puede "
        "saber cuál muestra o imprime cada lector; rellena el formulario otra vez"
    ),
    "sheet.pages": (
        "la hoja tiene {count} páginas, y una lista de mazo tiene una: se leen los campos del "
        "formulario, pero no lo que imprimen las demás páginas; compara el mazo con todas"
    ),
    "sheet.page-heavy": (
        "las páginas se dibujan con {kb} KB, más de los {most} KB que se leen buscando texto "
        "fuera de los campos: lo que imprimen no se puede comprobar; comprueba el mazo con el "
        "papel"
    ),
    "sheet.actions": (
        "el archivo lleva acciones que un lector de PDF ejecuta al abrirlo, imprimirlo o "
        "rellenarlo ({kinds}), que no son los totales y comprobaciones de un formulario: pueden "
        "cambiar lo que muestra e imprime después de que ydkcheck lo leyera; comprueba el mazo "
        "con el papel"
    ),
    "sheet.layers": Plural(
        "el archivo tiene {count} capa (contenido opcional), que un lector puede mostrar en "
        "pantalla e imprimir de otro modo: lo que imprime el papel puede no ser lo que leyó "
        "ydkcheck; comprueba el mazo con el papel",
        "el archivo tiene {count} capas (contenido opcional), que un lector puede mostrar en "
        "pantalla e imprimir de otro modo: lo que imprime el papel puede no ser lo que leyó "
        "ydkcheck; comprueba el mazo con el papel",
    ),
    "sheet.keys-twice": (
        "el archivo define {keys} dos veces en un mismo diccionario: los lectores de PDF no "
        "toman el mismo, así que lo que uno muestra otro puede imprimirlo de otro modo; "
        "comprueba el mazo con el papel"
    ),
    "sheet.xref-repaired": (
        "las referencias cruzadas del archivo no dicen dónde están sus objetos, y cada lector "
        "de PDF las reconstruye a su manera: lo que uno muestra otro puede imprimirlo de otro "
        "modo; comprueba el mazo con el papel"
    ),
    "sheet.objects-misfiled": Plural(
        "{count} objeto del archivo ({objects}) está dos veces en su flujo de objetos, o en un "
        "índice que guarda otro: los lectores de PDF no toman la misma copia, así que lo que "
        "uno muestra otro puede imprimirlo de otro modo; comprueba el mazo con el papel",
        "{count} objetos del archivo ({objects}) están dos veces en su flujo de objetos, o en "
        "un índice que guarda otro: los lectores de PDF no toman la misma copia, así que lo "
        "que uno muestra otro puede imprimirlo de otro modo; comprueba el mazo con el papel",
    ),
    "sheet.viewer-draws": Plural(
        "un visor de PDF dibuja {count} campo de la página {page} de otro modo que como "
        "ydkcheck lee el archivo ({fields}): los lectores de PDF encuentran en él otros "
        "objetos, así que el papel puede imprimir otra cantidad u otra carta que la leída; "
        "la hoja impresa y el archivo son dos listas, así que ninguna se confirma; comprueba "
        "el mazo con el papel",
        "un visor de PDF dibuja {count} campos de la página {page} de otro modo que como "
        "ydkcheck lee el archivo ({fields}): los lectores de PDF encuentran en él otros "
        "objetos, así que el papel puede imprimir otras cantidades u otras cartas que las "
        "leídas; la hoja impresa y el archivo son dos listas, así que ninguna se confirma; "
        "comprueba el mazo con el papel",
    ),
    "sheet.viewer-draws-page": (
        "un visor de PDF dibuja la página {page} de otro modo que como ydkcheck lee el "
        "archivo, fuera de sus campos: los lectores de PDF encuentran en él otros objetos; la "
        "hoja impresa y el archivo pueden ser dos listas, así que ninguna se confirma; "
        "comprueba el mazo con el papel"
    ),
    "sheet.viewer-unread": (
        "no se pudo dibujar el archivo como lo lee ydkcheck, para compararlo con lo que "
        "dibuja un visor de PDF: lo que imprime el papel no se comprueba; comprueba el mazo "
        "con el papel"
    ),
    "sheet.pictures": Plural(
        "la página dibuja {count} imagen sobre los campos del formulario: no se lee como "
        "texto, pero puede imprimir una carta, o tapar una; la hoja impresa y el archivo "
        "pueden ser dos listas; comprueba el mazo con el papel",
        "la página dibuja {count} imágenes sobre los campos del formulario: no se leen como "
        "texto, pero pueden imprimir cartas, o taparlas; la hoja impresa y el archivo pueden "
        "ser dos listas; comprueba el mazo con el papel",
    ),
    "sheet.annotation": (
        "la página lleva una anotación {kind}, que dibuja sobre el formulario: puede tapar un "
        "campo o imprimir una carta propia; la hoja impresa y el archivo pueden ser dos "
        "listas; comprueba el mazo con el papel"
    ),
    "sheet.shown": (
        "{field} contiene «{value}» pero la página lo muestra {times} veces, no una (una casilla "
        "oculta o vacía, o una segunda): la hoja impresa y el archivo son dos listas; comprueba "
        "el mazo con el papel"
    ),
    "sheet.page-fingerprint": (
        "la página imprime la huella {printed}, y el mazo leído de la hoja es {read}: la página "
        "se escribió para otro mazo; comprueba el mazo con el papel"
    ),
    "sheet.page-code": (
        "la página imprime un código (QR u otro que lee un móvil) del mazo {printed}, y el "
        "mazo leído de la hoja es {read}: un móvil o un simulador que escanee el papel obtiene "
        "otro mazo; comprueba el mazo con el papel"
    ),
    "sheet.page-code-broken": (
        "la página imprime un código de un mazo que no se lee como tal (su URL ydke:// rota, o "
        "no el mazo de la huella que la acompaña): lo que un simulador carga del papel no es el "
        "mazo leído; comprueba el mazo con el papel"
    ),
    "sheet.page-code-other": (
        "la página imprime un código (QR u otro) que lleva «{text}», ningún mazo: una lista de "
        "mazo no imprime más código que el de su mazo, y adónde lleva este no se comprueba; "
        "revisa el papel"
    ),
    "sheet.page-code-missing": (
        "la página no imprime ningún código QR que se pueda leer, donde una hoja de ydkcheck "
        "imprime el de su mazo: se quitó o se tapó; comprueba el mazo con el papel"
    ),
    "sheet.codes-many": (
        "las páginas imprimen más códigos de los que ydkcheck lee, o son demasiado grandes para "
        "dibujarlas a 300 ppp: lo que llevan sus códigos no se comprueba; comprueba el mazo con "
        "el papel"
    ),
    "sheet.codes-slow": (
        "la página tardó demasiado en dibujarse, así que sus códigos (QR y otros) no se "
        "leyeron: lo que llevan no se comprueba; comprueba el mazo con el papel"
    ),
    "sheet.codes-failed": (
        "la página no se pudo dibujar, así que sus códigos (QR y otros) no se leyeron: lo que "
        "llevan no se comprueba; comprueba el mazo con el papel"
    ),
    "sheet.page-card": (
        "la propia página imprime «{text}», una carta, fuera de los campos del formulario: la "
        "hoja impresa y el archivo son dos listas; comprueba el mazo con el papel"
    ),
    "sheet.printed": (
        "{field} imprime «{printed}» pero contiene «{value}»: la hoja impresa y el archivo son "
        "dos listas; comprueba el mazo con el papel"
    ),
    "sheet.printed-unread": (
        "{field} contiene «{value}», pero no se puede leer lo que imprime: compruébalo en la "
        "hoja impresa"
    ),
    "sheet.passcode-row": (
        "«{text}» es un código, no el nombre de una carta, que es lo que muestra el papel: se "
        "lee como {card}; confírmalo con el jugador, o escribe su nombre"
    ),
    "sheet.more-than-a-name": (
        "«{text}» escribe algo más que el nombre de una carta: se lee como {card}, y el resto "
        "no; una fila del formulario lleva solo un nombre: confirma con el jugador qué dice"
    ),
    "sheet.field-card": (
        "«{text}» nombra {card} fuera de las filas de cartas, donde ninguna cantidad la lee: "
        "confirma con el jugador que no es una carta del mazo"
    ),
    "sheet.not-a-card-line": (
        "«{name}» no se lee como una carta con esa cantidad, como no se leería en una lista: "
        "escribe solo el nombre de la carta"
    ),
    "sheet.bad-count": "la cantidad «{count}» no es un número de copias: escribe 1, 2 o 3",
    "sheet.edited": (
        "los campos dicen {written} de {name} en el {section}, el mazo que lleva el archivo de "
        "la hoja {carried}: se editó un campo después de que ydkcheck la escribiera"
    ),
    "rule.title.sheet-edited": "Un campo de una hoja de ydkcheck distinto del mazo que lleva",
    "rule.help.sheet-edited": (
        "El código QR y el archivo de la hoja llevan el mazo tal como se escribió; sus campos "
        "visibles dicen ahora otra cosa: alguien los editó. El juez decide qué registró el "
        "jugador."
    ),
    "deck.not-text": "no es texto legible: guarda el mazo como UTF-8",
    "deck.empty": "está vacío: guarda el mazo otra vez, o nombra el archivo que lo tiene",
    "deck.no-cards": (
        "no contiene ninguna carta: un .ydk lista un código por línea bajo #main, #extra y !side"
    ),
    "deck.no-cards.text": (
        "tiene encabezados pero ninguna carta: una lista de texto escribe cada carta en una "
        "línea, con sus copias delante del nombre (3 Olla de la Codicia)"
    ),
    "ydke.passcode-too-big": (
        "el código {value} no cabe en una URL ydke:// (como mucho {most}): corrígelo en el mazo"
    ),
    "ydke.sections": (
        "una URL ydke:// tiene tres secciones, cada una acabada en «!» (principal!extra!side!); "
        "esta tiene {found}: vuelve a copiar la URL entera"
    ),
    "ydke.no-side": (
        "la URL ydke:// acaba tras el Extra Deck (main!extra!), sin la sección del Side Deck: "
        "puede haberse cortado al pegarla; si el mazo no tiene Side Deck, añade otro «!» al "
        "final (main!extra!!), y si no, vuelve a copiar la URL entera"
    ),
    "ydke.unended": (
        "la URL ydke:// no acaba en «!» tras el Side Deck: puede haberse cortado al pegarla "
        "(un corte entre dos cartas no deja otra huella); vuelve a copiar la URL entera"
    ),
    "ydke.after-side": (
        "la URL ydke:// sigue tras sus tres secciones (principal!extra!side!): le sigue "
        "«{text}»; quítalo: la URL acaba en el «!» que cierra el side"
    ),
    "ydke.no-cards": (
        "no contiene ninguna carta: las tres secciones de esta URL ydke:// están vacías; "
        "vuelve a copiar la URL del mazo"
    ),
    "ydke.second-url": (
        "una segunda URL ydke:// (la primera está en la línea {first}): un archivo guarda un "
        "solo mazo; pon cada URL en un archivo propio, o pasa las URLs mismas"
    ),
    "ydke.not-alone": (
        "una URL ydke:// y otro texto en la línea {other}: un archivo con una URL guarda solo "
        "esa URL; borra lo demás, o pasa la URL misma"
    ),
    "ydke.encoded": (
        "tiene una URL ydke:// codificada con «%» («ydke:%2F%2F...», como la escribe la "
        "dirección de un enlace): copia la URL misma desde la aplicación, o descodifícala"
    ),
    "ydke.scheme": (
        "parece una URL ydke:// pero no empieza por «ydke://»: vuelve a copiar la URL entera"
    ),
    "ydke.base64": (
        "la sección {section} de la URL ydke:// no es base64 válido: vuelve a copiar la URL"
    ),
    "ydke.length": Plural(
        "la sección {section} de la URL ydke:// mide {size} byte, no un múltiplo de 4: vuelve a "
        "copiar la URL",
        "la sección {section} de la URL ydke:// mide {size} bytes, no un múltiplo de 4: vuelve a "
        "copiar la URL",
        count="size",
    ),
    "decklist.too-many-copies": (
        "más de {most} copias en una línea: un Mazo Principal tiene como mucho 60 cartas"
    ),
    "deck.too-many-cards": (
        "más de {most} cartas: esto no es un mazo (uno real no pasa de 60 + 15 + 15)"
    ),
    "decklist.too-many-lines": (
        "más de {most} líneas escritas: una lista de mazo, aun con sus notas, es mucho más "
        "corta; deja solo la lista en el archivo"
    ),
    # list files
    "list.yaml-syntax": "YAML no válido: {problem}",
    "list.empty": "el archivo de lista está vacío",
    "list.not-a-list": (
        "no es una lista: un archivo de lista es un mapa YAML de sus claves (id, name, "
        "forbidden, limited...) o un .lflist.conf de EDOPro; nombra un archivo de lista, o una "
        "lista por su id (ydkcheck listas)"
    ),
    "list.not-mapping": "«{what}» debe ser un mapa clave: valor",
    "list.not-sequence": "«{what}» debe ser una lista",
    "list.not-scalar": "«{what}» debe ser un valor simple",
    "list.bad-key": "clave no válida en «{what}»",
    "list.duplicate-key": "clave «{key}» repetida (ya estaba en la línea {first})",
    "list.unknown-key": "clave desconocida «{key}»; claves válidas: {known}",
    "list.missing-key": "falta la clave «{key}»",
    "list.not-integer": "{what}: «{value}» no es un número entero",
    "list.out-of-range": "{what}: {value} está fuera de {low}–{high}",
    "list.below-minimum": "{what}: {value} es menor que el mínimo, {low}",
    "list.bounds-reversed": (
        "«{what}»: el máximo, {high}, es menor que el mínimo, {low}; escribe [mínimo, máximo]"
    ),
    "list.bad-bounds": "«{what}» debe ser [mínimo, máximo]",
    "list.bad-date": "fecha no válida «{value}»: usa AAAA-MM-DD",
    "list.bad-choice": "{what}: «{value}» no es válido; usa {known}",
    "list.duplicate-card": "la carta {card} aparece dos veces (ya en {first})",
    "lflist.bad-line": "línea no válida «{text}»: se espera «código cantidad --nombre»",
    "lflist.no-name": "carta antes de cualquier «!nombre»: empieza la lista con «!nombre»",
    "lflist.no-list": "no contiene ninguna lista («!nombre»)",
    "lflist.bad-passcode": (
        "el código {id} pasa de 32 bits: EDOPro y YGOPro lo leen como otra carta; escribe el "
        "código de la carta"
    ),
    "lflist.bad-count": "cantidad {count} fuera de 0–3",
    "lflist.bad-points": "puntos negativos: {count}",
    "lflist.bad-pool": (
        "línea de grupo Límite no válida «{text}»: se espera «#limit-pool N código --nombre» "
        "(N desde 1)"
    ),
    "lflist.repeated-card": (
        "el código {card} aparece otra vez con otra cantidad: {count} aquí, {first_count} en la "
        "línea {first}; deja una sola línea (EDOPro tomaría en silencio la última)"
    ),
    "lflist.unknown-directive": (
        "línea desconocida «{text}»: una lista solo admite $whitelist y $genesys, y EDOPro "
        "salta cualquier otra (un $whitelist mal escrito dejaría una lista negra)"
    ),
    "lflist.line-break": (
        "la línea tiene un {code}, que los editores muestran como un salto de línea y EDOPro no: "
        "lo que se ve en la línea siguiente sería un comentario; pon cada entrada en su línea"
    ),
    "lflist.empty-list": (
        "la lista «{name}» no nombra ninguna carta: una lista debe nombrar al menos una; para "
        "leer otra lista del archivo: ydkcheck listas importa ARCHIVO --cual NOMBRE"
    ),
    "lflist.empty-unnamed-list": (
        "la lista sin nombre («!» solo) no nombra ninguna carta: una lista debe nombrar al menos "
        "una; para leer otra lista del archivo: ydkcheck listas importa ARCHIVO --cual NOMBRE"
    ),
    "lflist.several-lists": (
        "contiene {count} listas y solo se lee la primera, «{name}»; para leer otra ({others}), "
        "«ydkcheck listas importa ARCHIVO --cual NOMBRE» la escribe en YAML para --lista"
    ),
    "lflist.several-lists-alike": (
        "contiene {count} listas y solo se lee la primera, «{name}»; dos listas se llaman igual "
        "({twice}): renombra una, y «ydkcheck listas importa ARCHIVO --cual NOMBRE» escribe en "
        "YAML para --lista la que elijas"
    ),
    "lflist.several-lists-first-unnamed": (
        "contiene {count} listas y solo se lee la primera, que no tiene nombre («!» solo, línea "
        "{line}); para leer otra ({others}), «ydkcheck listas importa ARCHIVO --cual NOMBRE» la "
        "escribe en YAML para --lista"
    ),
    "lflist.several-lists-alike-first-unnamed": (
        "contiene {count} listas y solo se lee la primera, que no tiene nombre («!» solo, línea "
        "{line}); dos listas se llaman igual ({twice}): renombra una, y «ydkcheck listas importa "
        "ARCHIVO --cual NOMBRE» escribe en YAML para --lista la que elijas"
    ),
    "lflist.list-named-twice": (
        "tiene más de una lista llamada «{name}» (líneas {lines}): cambia el nombre de una "
        "para poder elegir cada una con --cual"
    ),
    "lflist.unknown-list": "no contiene ninguna lista llamada «{name}»; sus listas: {known}",
    "lflist.unnamed": "una sin nombre («!» solo, línea {line})",
    "lflist.nameless": "sin nombre: «!» solo",
    "lflist.mixed-counts": (
        "los códigos {card} (cantidad {count}, línea {line}) y {other} (cantidad "
        "{other_count}, línea {other_line}) son una misma carta, {name}: cada copia se rige por "
        "la cantidad de su código y las copias cuentan juntas, como en EDOPro; da a ambos una "
        "misma cantidad si era lo que querías"
    ),
    # sections and severities
    "type.monster": "Monstruo",
    "type.spell": "Mágica",
    "type.trap": "Trampa",
    "type.skill": "Habilidad",
    "type.token": "Ficha",
    "type.fusion": "Fusión",
    "type.synchro": "Sincronía",
    "type.xyz": "Xyz",
    "type.link": "Enlace",
    "type.ritual": "Ritual",
    "type.pendulum": "Péndulo",
    "type.heading.monster": "Monstruos ({count})",
    "type.heading.spell": "Mágicas ({count})",
    "type.heading.trap": "Trampas ({count})",
    "section.main": "Deck Principal",
    "section.extra": "Deck Extra",
    "section.side": "Side Deck",
    "severity.error": "error",
    "severity.warning": "aviso",
    "severity.info": "consejo",
    # rules: the diagnostics
    "syntax.not-utf8": (
        "esta línea no está en UTF-8: se leyó como Windows-1252 (Latin-1), las demás como "
        "UTF-8; guarda el mazo como UTF-8"
    ),
    "syntax.not-utf8.lines": (
        "esta línea y {count} más no están en UTF-8: cada una se leyó como Windows-1252 "
        "(Latin-1), las demás como UTF-8; guarda el mazo como UTF-8"
    ),
    "syntax.line": (
        "línea no reconocida «{text}»: se espera un código, #main, #extra, !side o un comentario #"
    ),
    "syntax.text-line": (
        "línea ilegible «{text}»: se esperaba una cantidad y un nombre de carta, o un encabezado"
    ),
    "syntax.no-header": (
        "cartas antes de cualquier #main/#extra/!side: se cuentan en el Deck Principal"
    ),
    # listas de texto leídas tal como están escritas, y líneas de .ydk que los simuladores
    # cargan de otro modo
    "deck.title-only": Plural(
        "ninguna línea se leyó como carta: {count} línea se tomó como el título de la lista; "
        "escribe una carta por línea, como 3 Nombre, bajo Deck Principal, Deck Extra y Side Deck",
        "ninguna línea se leyó como carta: {count} líneas se tomaron como el título de la "
        "lista; escribe una carta por línea, como 3 Nombre, bajo Deck Principal, Deck Extra y "
        "Side Deck",
    ),
    "deck.ydk-no-cards-read": Plural(
        "ninguna línea se leyó como carta ({count} línea no se pudo leer, la primera aquí): un "
        ".ydk tiene un código por línea, de diez cifras 0-9 como mucho",
        "ninguna línea se leyó como carta ({count} líneas no se pudieron leer, la primera "
        "aquí): un .ydk tiene un código por línea, de diez cifras 0-9 como mucho",
    ),
    "deck.several-a-line": Plural(
        "ninguna línea se leyó como carta, y {count} línea escribe varias cartas seguidas: "
        "escribe cada carta y su cuenta en una línea propia",
        "ninguna línea se leyó como carta, y {count} líneas escriben varias cartas seguidas: "
        "escribe cada carta y su cuenta en una línea propia",
    ),
    "deck.no-cards-read.script": Plural(
        "ninguna línea se leyó como carta ({count} línea no se pudo leer): ydkcheck lee los "
        "nombres de las cartas en español e inglés, y estos están escritos en otro alfabeto; "
        "escribe los códigos, o da el mazo como .ydk",
        "ninguna línea se leyó como carta ({count} líneas no se pudieron leer): ydkcheck lee "
        "los nombres de las cartas en español e inglés, y estos están escritos en otro "
        "alfabeto; escribe los códigos, o da el mazo como .ydk",
    ),
    "deck.no-cards-read.breaks": (
        "ninguna línea se leyó como carta: las líneas del archivo están separadas por {code}, "
        "que un editor muestra como un salto de línea pero no lo es, ni para ydkcheck ni para "
        "los simuladores; guarda el archivo con saltos de línea"
    ),
    "deck.no-cards-read": Plural(
        "ninguna línea se leyó como carta ({count} línea no se pudo leer): revisa los nombres; "
        "ydkcheck los lee en español e inglés, así que una lista en otro idioma necesita sus "
        "códigos, o el mazo en .ydk",
        "ninguna línea se leyó como carta ({count} líneas no se pudieron leer): revisa los "
        "nombres; ydkcheck los lee en español e inglés, así que una lista en otro idioma "
        "necesita sus códigos, o el mazo en .ydk",
    ),
    "syntax.numbered": (
        "las líneas {first} a {last} están contadas 1), 2), 3)...: un lector puede ver una "
        "lista numerada de una copia cada una, ydkcheck lee los números como copias; confirma "
        "cuál es, y escribe las cantidades como 3 Nombre"
    ),
    "syntax.line-numbers": (
        "las líneas {first} a {last} empiezan cada una con un número, uno tras otro (1., 2., "
        "3. ...), como una lista copiada con sus números de línea: se leen como números de "
        "línea, no como copias; confírmalo con el jugador, y da la lista sin ellos"
    ),
    "syntax.section-again": (
        "«{text}» encabeza otra vez una sección ya encabezada arriba, tras otra: sus cartas se "
        "cuentan con las de la primera; si el archivo tiene dos mazos, o una lista para otra "
        "partida, deja un mazo por archivo"
    ),
    "syntax.main-under-cards": Plural(
        "«{text}» está debajo de {count} carta sin encabezado: se lee en el Deck Principal, "
        "como las cartas de debajo del encabezado; si el encabezado es la etiqueta de la "
        "carta de encima, como la escribe una caja de mazo, las cartas de debajo son de otra "
        "sección: comprueba las secciones de la lista, o escribe cada encabezado encima de "
        "sus cartas",
        "«{text}» está debajo de {count} cartas sin encabezado: se leen en el Deck Principal, "
        "como las cartas de debajo del encabezado; si el encabezado es la etiqueta de las "
        "cartas de encima, como la escribe una caja de mazo, las cartas de debajo son de "
        "otra sección: comprueba las secciones de la lista, o escribe cada encabezado encima "
        "de sus cartas",
    ),
    "syntax.extra-after-side": (
        "«{text}» bajo el Side Deck, en una lista que no nombra el Deck Extra, se lee como el "
        "Deck Extra, como las listas de 2002-2008 escriben su Deck de Fusión tras el Side Deck; "
        "si sus cartas son del Side Deck, escribe un encabezado de Deck Extra sobre las del Extra"
    ),
    "syntax.gloss": (
        "«{text}»: {gloss} se deja aparte, porque ydkcheck no lee japonés; la línea se lee "
        "por lo que escribe delante: si es una carta, comprueba que los dos nombran esa carta"
    ),
    "syntax.number-card": (
        "«{text}», sola en su línea, se lee como una copia de la carta {card} ({id}), cuyo "
        "nombre es ese número: si es una cantidad, escríbela junto a su encabezado o su carta"
    ),
    "syntax.name-or-count": (
        "«{text}» se lee como la carta {card}; si quiere decir {count} × {other}, escribe "
        "{count} {other}"
    ),
    # "No. 39: Utopia": "Number" abreviado, leído como la única carta Número que nombra
    "syntax.note-name": (
        "«{name}» se lee como {card} ({id}) y una nota; la nota puede completar el nombre de "
        "{other} ({other_id}): si es esa carta, escribe su nombre completo"
    ),
    "syntax.note-name.script": (
        "«{name}» se lee como {card} ({id}) y palabras con letras de otra escritura, que pueden "
        "pasar por latinas; los nombres de otras cartas contienen el suyo ({others}): si las "
        "palabras escriben una de ellas, escribe su nombre completo"
    ),
    "syntax.name-split": (
        "«{name}» se lee como {card} ({id}), cuyas palabras escribe; antes de su signo, "
        "escribe el nombre de {other} ({other_id}): si es esa carta y una nota, escribe su "
        "nombre solo"
    ),
    "syntax.name-case": (
        "«{name}» se lee como {card} ({id}), cuyo nombre escribe salvo por las mayúsculas; sus "
        "letras, mayúsculas incluidas, son las de otra carta ({others}): si es esa, escribe su "
        "código"
    ),
    "syntax.name-shared": (
        "«{name}» es el nombre de más de una carta: se lee como {card} ({id}), la carta como "
        "la que cuentan las otras; un mazo con {passcodes} lleva otra carta: escribe su código"
    ),
    "syntax.number-shortened": (
        "«{name}» se lee como {card}, la única carta que nombra con «Number» escrito entero: "
        "en un control de mazo la política de Konami lo lee como esa carta («ydkcheck "
        "compara» también); escribe el nombre entero"
    ),
    "syntax.label-card": (
        "«{text}» se toma como una etiqueta (jugador, evento, fecha) pero nombra una carta: una "
        "copia escrita ahí no se cuenta; escribe la carta en su propia línea"
    ),
    "syntax.label-card.other": (
        "«{text}»: una carta bajo «{label}» se toma como fuera del mazo, y no se cuenta; si está "
        "en el mazo, escríbela bajo su sección"
    ),
    "rule.count.left-out-type": (
        "«{text}»: una carta bajo «{heading}», encabezado de un tipo tras «{label}»: no se sabe "
        "si el mazo la juega; no se cuenta: escríbela bajo su sección si el mazo la juega, o "
        "quítala de la lista"
    ),
    "rule.count.under-notes": (
        "«{text}»: una carta bajo «{label}», las notas del autor, que no dicen si el mazo la "
        "juega; no se cuenta: escríbela bajo su sección si el mazo la juega, y si no, quítala "
        "de la lista"
    ),
    "syntax.mostly-unread": (
        "hay más líneas sin leer ({unread}) que leídas como cartas ({read}): la lista puede "
        "estar en otro idioma o formato, y el veredicto y las cuentas se basan solo en las "
        "líneas leídas"
    ),
    "syntax.comment-card": (
        "«{text}» es un comentario que nombra una carta: una copia escrita ahí no se cuenta; "
        "escribe la carta en su propia línea, o el comentario sin el nombre de la carta"
    ),
    "syntax.sentence": (
        "línea tomada como una frase del texto que rodea la lista, no como una carta: «{text}»"
    ),
    "syntax.comment-script": (
        "«{text}» es un comentario en otro alfabeto entre las cartas: si encabeza otra "
        "sección, las cartas que siguen se cuentan aún en el {section}; escribe el encabezado en "
        "español o en inglés"
    ),
    "syntax.comment-shorthand": (
        "«{text}» escribe una cantidad junto a palabras que solo encajan con {card}: si el "
        "comentario quiere decir copias, no se cuentan; escribe la carta en su propia línea"
    ),
    "syntax.title": "línea tomada como título de la lista, no como carta: «{text}»",
    "syntax.two-languages": (
        "la lista escribe nombres de cartas en inglés y en español (líneas en inglés: "
        "{english}; en español: {spanish}), esta la primera en español: la política de "
        "Konami pide una lista en un solo idioma (TP 2.3)"
    ),
    "syntax.two-languages.english": (
        "la lista escribe nombres de cartas en español y en inglés (líneas en español: "
        "{spanish}; en inglés: {english}), esta la primera en inglés: la política de Konami "
        "pide una lista en un solo idioma (TP 2.3)"
    ),
    "syntax.title-lines": Plural(
        "{count} línea antes de la lista tomada como su título, no como cartas: «{text}»",
        "{count} líneas antes de la lista tomadas como su título, no como cartas: «{text}», ...",
    ),
    "syntax.after-deck-box": (
        "«{text}» está después de la caja de mazo cerrada en la línea {line}: un sitio la "
        "muestra fuera de la lista, y se lee en la sección de esa caja; comprueba que está "
        "en el mazo"
    ),
    "syntax.labels-under": (
        "«{text}» y «{next}» no encabezan ninguna carta: la lista se lee como la escribe una "
        "caja de mazo, cada etiqueta debajo de sus cartas (las cartas de encima de una "
        "etiqueta de Side Deck, como la «Side Deck [15]» de TCGplayer, son el Side Deck); "
        "comprueba sus secciones, o escribe cada encabezado encima de sus cartas"
    ),
    "syntax.no-headings-main": Plural(
        "la lista no tiene encabezados de Deck Principal, Extra ni Side: su {count} carta se "
        "lee en el Deck Principal; escribe «Side Deck» encima de las cartas del Side",
        "la lista no tiene encabezados de Deck Principal, Extra ni Side: sus {count} cartas se "
        "leen todas en el Deck Principal; escribe «Side Deck» encima de las cartas del Side",
    ),
    "syntax.no-headings": Plural(
        "la lista no tiene encabezados de Deck Principal, Extra ni Side: {count} monstruo del "
        "Extra Deck va al Extra Deck, como lo ponen los simuladores, y el resto de sus cartas "
        "({main}) se lee como Deck Principal; escribe «Side Deck» encima de las del Side Deck",
        "la lista no tiene encabezados de Deck Principal, Extra ni Side: {count} monstruos del "
        "Extra Deck van al Extra Deck, como los ponen los simuladores, y el resto de sus "
        "cartas ({main}) se lee como Deck Principal; escribe «Side Deck» encima de las del "
        "Side Deck",
    ),
    "syntax.no-headings.extra-only": Plural(
        "la lista no tiene encabezados de Deck Principal, Extra ni Side: {count} monstruo del "
        "Extra Deck va al Extra Deck, como lo ponen los simuladores",
        "la lista no tiene encabezados de Deck Principal, Extra ni Side: {count} monstruos del "
        "Extra Deck van al Extra Deck, como los ponen los simuladores",
    ),
    "rule.count.two": "dos cantidades en una línea, «{text}»: escribe una cantidad y el nombre",
    "rule.count.headings-run-together": (
        "«{text}» escribe en una línea los encabezados de varias secciones, como la cabecera "
        "de una tabla cuyas columnas se juntaron al copiarla: ydkcheck no sabe dónde empieza "
        "cada sección, y las cartas que siguen quedan en el {section}. Escribe cada "
        "encabezado solo en su línea, encima de sus cartas"
    ),
    "rule.count.section-comment": (
        "«{text}» nombra una sección del mazo pero no es un encabezado que ydkcheck sepa leer: "
        "las cartas que siguen quedan en el {section}. Escribe el encabezado solo en su línea "
        "({named}), o el comentario sin el nombre de la sección"
    ),
    "rule.count.hidden": (
        "«{text}» parece una etiqueta pero escribe copias de una carta: escribe la carta en su "
        "propia línea, y la etiqueta sin ella"
    ),
    "rule.count.shown-otherwise": (
        "«{text}» tiene {code}, que muestra la línea de otro modo del que se lee (partida en "
        "dos, al revés, tachada, comentada, coloreada o redimensionada por un foro, u oculta "
        "por un terminal): no se lee ninguna carta de ella; escríbela sin él, una carta por "
        "línea"
    ),
    "rule.count.struck-lines": (
        "«{text}» abre o cierra un tachado de foro sobre las líneas entre esta y su otra "
        "etiqueta, o el final de la lista: donde se muestra la lista salen tachadas, como cartas "
        "que se quitan, y ydkcheck las lee como están escritas; escribe la lista sin las "
        "etiquetas, y sin las cartas que se quitan"
    ),
    "rule.count.above": (
        "«{text}» va sola encima de «{card}», una línea de carta que no escribe cantidad: si es "
        "la cantidad de esa carta, escríbela en su línea (3 Nombre); la carta se lee como una "
        "copia"
    ),
    "rule.count.alone": (
        "«{text}» está sola bajo una carta escrita sin su cantidad: si es la cantidad de esa "
        "carta, escríbela en su línea (3 Nombre)"
    ),
    "rule.count.broken-name": (
        "«{text}» termina el nombre empezado en la línea {before}: juntas nombran {card}; "
        "escribe el nombre de la carta y su cuenta en una sola línea"
    ),
    "syntax.markup-lines": (
        "«{text}» abre o cierra un color, un tamaño, una fuente o un spoiler de foro sobre las "
        "líneas entre esta y su otra etiqueta, o el final de la lista: donde se muestra la lista "
        "pueden quedar ocultas o demasiado pequeñas para leerlas, y ydkcheck las lee como están "
        "escritas; confírmalas con el jugador, o escribe la lista sin las "
        "etiquetas"
    ),
    "syntax.note-card": (
        "«{text}» nombra {other} entre paréntesis junto a {card}: se lee como {card}; confirma "
        "con el jugador qué carta juega la línea, o escribe la nota sin el nombre de la otra"
    ),
    "syntax.inline-heading": (
        "«{text}» escribe un encabezado y una carta en una línea, y las cartas que la siguen "
        "también se leen bajo ese encabezado: escribe el encabezado en una línea propia sobre "
        "sus cartas"
    ),
    "syntax.misplaced-type": (
        "«{text}»: {card} ({type}) está escrita bajo el encabezado «{heading}», de otro tipo "
        "de carta: en la hoja de Konami cada carta va en la sección de su tipo, y cada cuenta "
        "por tipo cuenta las cartas de su sección: escríbela bajo el encabezado de su tipo"
    ),
    "syntax.misplaced-label": (
        "«{text}»: {card} ({type}) está entre las cartas que cuenta la etiqueta «{heading}» de "
        "la caja de mazo, de otro tipo de carta: en la hoja de Konami cada carta va en la "
        "sección de su tipo, y cada cuenta por tipo cuenta las cartas de su sección: escríbela "
        "con las cartas de su tipo"
    ),
    "rule.count.several": (
        "«{text}» escribe varias cartas en una línea ({cards}): escribe cada carta y su cuenta "
        "en una línea propia"
    ),
    "rule.count.range": (
        "«{text}» escribe un intervalo de cantidades, no una cantidad: escribe cuántas copias de "
        "{card} lleva el mazo"
    ),
    "rule.count.note": (
        "«{text}»: una nota junto a la carta, entre paréntesis o tras «//», cambia lo que "
        "cuenta la línea o dónde va: escribe las copias que juegas bajo el encabezado de su "
        "sección, sin la nota"
    ),
    "rule.count.empty-cell": (
        "«{text}»: una fila de tabla con una celda vacía: ydkcheck no sabe qué deja fuera "
        "(una cantidad, una carta, la columna de una sección) y no supone ninguna copia; "
        "escribe la fila sin ella"
    ),
    "rule.count.absent": (
        "«{text}»: una nota dice que copias de la carta no están en el mazo (un proxy, que "
        "faltan, que no se tienen): escribe las copias que tiene el mazo bajo el encabezado de "
        "su sección, sin la nota"
    ),
    "rule.title-lines": (
        "{count} líneas desde aquí se tomaron como título de la lista y no se miraron en busca "
        "de cartas: confirma con el jugador que ninguna es una carta del mazo"
    ),
    "rule.title-names-card": (
        "«{text}», tomada como título de la lista, nombra {card}: confirma con el jugador si "
        "es una carta de la lista"
    ),
    "rule.title-card": (
        "«{text}», tomada como título de la lista, es el nombre de {card} salvo una errata: "
        "confirma con el jugador si es una carta de la lista"
    ),
    "rule.count.long-line": (
        "«{text}»: una línea de más de {most} caracteres que escribe una cantidad; ningún "
        "nombre de carta es tan largo: escríbela sin lo que sobra"
    ),
    "rule.count.long-line-named": (
        "«{text}»: una línea de más de {most} caracteres que nombra {card}; ningún nombre de "
        "carta es tan largo: escribe la línea de la carta sola, y el resto como comentario tras "
        "«//»"
    ),
    "rule.count.after-note": (
        "«{text}»: la línea sigue tras una nota entre paréntesis («{after}»), y una línea de "
        "carta lleva una carta: no se lee ninguna carta de ella. Escribe cada carta en su "
        "línea, con sus notas al final"
    ),
    "rule.count.unclosed-note": (
        "«{text}»: su nota entre paréntesis («{note}») no se cierra nunca (quizá el texto de "
        "una carta, pegado y partido en las líneas siguientes): no se lee ninguna carta de "
        "ella. Cierra el paréntesis en la línea de la carta, o escribe la carta sin la nota"
    ),
    "rule.count.unclosed-note.wrapped": (
        "«{text}» sigue a la línea de carta de la línea {before}, cuya nota entre paréntesis no "
        "se cierra nunca: quizá el resto de esa nota, y no se lee ninguna carta de ella. "
        "Escribe la nota en la línea de la carta, cerrada, o esta línea como una línea de "
        "carta propia"
    ),
    "rule.count.zero": "«{text}» cuenta 0 copias: escribe las copias que juegas o quita la línea",
    "rule.count.bracketed": (
        "«{text}»: una cantidad entre paréntesis que ydkcheck no toma como la de la línea: "
        "escribe la cantidad una vez, al principio de la línea (3 Nombre)"
    ),
    "rule.count.name-or-count": (
        "«{text}» es a la vez la carta {card} y {count} × {other}: escribe 1 {card} o {count} "
        "{other}"
    ),
    "rule.count.title-or-card": (
        "«{text}», encima de la lista, no escribe su cantidad: es a la vez el título de la "
        "lista y una copia de {card}; se lee como la carta: escribe 1 {card} entre las "
        "cartas, o quita el título"
    ),
    "rule.count.heading-or-card": (
        "«{text}» bajo un encabezado escrito sin su cantidad es a la vez la cantidad del "
        "encabezado y una copia de la carta {card} ({id}): escribe la cantidad en la línea del "
        "encabezado, o 1 {card}"
    ),
    "rule.count.number-or-count": (
        "«{text}» es a la vez 1 × {card} y {count} × {card} escrita abreviada («{name}»): "
        "escribe 1 {card} o {count} {card}"
    ),
    "rule.count.x-or-name": (
        "«{text}» es a la vez {count} × {card} y {count} × {other} (su X leída como la x de "
        "una cantidad): escribe {count} {card} o {count} {other}"
    ),
    "rule.count.script": "«{text}»: la cantidad no está escrita con las cifras 0-9",
    "rule.list-total": Plural(
        "la lista dice {written} aquí, pero se leyó {counted} carta",
        "la lista dice {written} aquí, pero se leyeron {counted} cartas",
        "counted",
    ),
    "rule.list-total.unread": Plural(
        "la lista dice {written} aquí, pero se leyó {counted} carta; su grupo tiene líneas sin "
        "leer (línea {unread}: ver el problema de cada una), cuyas copias pueden ser la "
        "diferencia",
        "la lista dice {written} aquí, pero se leyeron {counted} cartas; su grupo tiene líneas "
        "sin leer (línea {unread}: ver el problema de cada una), cuyas copias pueden ser la "
        "diferencia",
        "counted",
    ),
    "rule.list-total.unread-list": Plural(
        "la lista dice {written} aquí, pero se leyó {counted} carta; la lista tiene líneas sin "
        "leer (línea {unread}: ver el problema de cada una), cuyas copias pueden ser la "
        "diferencia",
        "la lista dice {written} aquí, pero se leyeron {counted} cartas; la lista tiene líneas "
        "sin leer (línea {unread}: ver el problema de cada una), cuyas copias pueden ser la "
        "diferencia",
        "counted",
    ),
    "rule.list-total.kind": Plural(
        "la lista dice {written} aquí, pero se leyó {counted} carta del tipo de su encabezado "
        "({under} bajo él)",
        "la lista dice {written} aquí, pero se leyeron {counted} cartas del tipo de su "
        "encabezado ({under} bajo él)",
        "counted",
    ),
    "rule.list-total.kind-unread": Plural(
        "la lista dice {written} aquí, pero se leyó {counted} carta del tipo de su encabezado "
        "({under} bajo él); su grupo tiene líneas sin leer (línea {unread}: ver el problema de "
        "cada una), cuyas copias pueden ser la diferencia",
        "la lista dice {written} aquí, pero se leyeron {counted} cartas del tipo de su "
        "encabezado ({under} bajo él); su grupo tiene líneas sin leer (línea {unread}: ver el "
        "problema de cada una), cuyas copias pueden ser la diferencia",
        "counted",
    ),
    "rule.ydk-load.side": (
        "«#side» es un comentario para YGOPro y EDOPro (solo «!side» abre el Side Deck): dejan "
        "las cartas que siguen en el Deck Principal o el Extra, y ydkcheck también; escribe !side"
    ),
    "rule.ydk-load.side-text": (
        "este .ydk tiene una línea que no es un código, así que se lee como lista de texto y "
        "«#side» abre aquí el Side Deck; YGOPro y EDOPro toman «#side» por un comentario y "
        "dejan las cartas que siguen en el Deck Principal o el Extra: escribe !side, o llama "
        ".txt al archivo"
    ),
    "rule.ydk-load.no-card": (
        "YGOPro y EDOPro no cargan ninguna carta de esta línea (un .ydk lleva un código por "
        "línea): escribe el código de la carta"
    ),
    "rule.ydk-load.suffix": (
        "YGOPro y EDOPro leen esta línea como la carta {id} (paran en el primer carácter que no "
        "es una cifra): escribe el código solo"
    ),
    "rule.ydk-load.sign": (
        "EDOPro lee esta línea como la carta {id}, YGOPro la salta (no empieza por una cifra), "
        "ydkcheck cuenta la carta: escribe el código solo"
    ),
    "rule.ydk-load.number": (
        "YGOPro y EDOPro leen este número como la carta {id} (su valor módulo 2^32): escribe el "
        "código solo, de diez cifras como mucho"
    ),
    "rule.ydk-load.wrapped": (
        "este número es 2^32 o más: YGOPro se salta la línea, y también EDOPro en Windows; "
        "EDOPro en Linux, macOS y Android lo lee como la carta {id} (su valor módulo 2^32). "
        "ydkcheck no cuenta ninguna carta por ella: escribe solo el código al principio de la "
        "línea, de diez cifras como mucho"
    ),
    "rule.ydk-load.bang": (
        "«{text}» abre el Side Deck para YGOPro y EDOPro, como toda línea que empieza por «!», "
        "nombre la sección que nombre: cargan las cartas que siguen en el Side Deck, y ydkcheck "
        "también; escribe #main o #extra para esa sección"
    ),
    "rule.ydk-load.bang-other": (
        "«{text}» abre el Side Deck para YGOPro y EDOPro, como toda línea que empieza por «!»: "
        "cargan las cartas que siguen en el Side Deck, y ydkcheck también; empieza un "
        "comentario con «#», y el Side Deck con «!side»"
    ),
    "syntax.heading-comment": (
        "«{text}» parece un encabezado, pero solo «{heading}» lo es: para YGOPro y EDOPro es un "
        "comentario, y ydkcheck lee las cartas que siguen en la sección de encima, como están "
        "escritas; escribe {heading}"
    ),
    "rule.ydk-load.after-side": (
        "tras una línea «!side» YGOPro y EDOPro dejan todas las cartas en el Side Deck: este "
        "encabezado es un comentario para ellos, y ydkcheck también lee las cartas que siguen "
        "como del Side Deck; pon el Side Deck al final del archivo"
    ),
    "rule.ydk-load.bom": (
        "el archivo empieza por una marca de orden de bytes: YGOPro y EDOPro no leen esta "
        "primera línea como carta, ni ydkcheck; guárdalo en UTF-8 sin BOM"
    ),
    "rule.ydk-load.utf16": (
        "el archivo está guardado en UTF-16: YGOPro y EDOPro no leen ninguna carta; guárdalo en "
        "UTF-8"
    ),
    "rule.ydk-load.utf32": (
        "el archivo está guardado en UTF-32: YGOPro y EDOPro no leen ninguna carta; guárdalo en "
        "UTF-8"
    ),
    "rule.ydk-load.size": (
        "el archivo ocupa {size} bytes: YGOPro no carga ninguna carta de un archivo de mazo de "
        "65.536 bytes (64 KiB) o más, EDOPro lo lee entero; quita comentarios o líneas en "
        "blanco hasta que sea más pequeño"
    ),
    "rule.ydk-load.as-text": (
        "este .ydk tiene una palabra y se lee como lista de texto (Principal y Extra "
        "{read_deck}, Side {read_side}); YGOPro y EDOPro lo leen como .ydk y montan otro mazo "
        "(Principal y Extra {loaded_deck}, Side {loaded_side}): escríbelo como .ydk (códigos, "
        "#main, #extra, !side) o ponle la extensión .txt"
    ),
    "rule.ydk-load.url": (
        "este .ydk tiene una URL ydke:// y se lee como esa URL (Principal y Extra {read_deck}, "
        "Side {read_side}); YGOPro y EDOPro lo abren como .ydk, que solo toma cartas de las "
        "líneas que empiezan por una cifra, y no cargan ninguna carta de él: guárdalo como un "
        ".ydk de verdad («ydkcheck convierte ARCHIVO --a ydk») o ponle la extensión .txt"
    ),
    "rule.ydk-load.pdf": (
        "este .ydk es una hoja de registro en PDF y se lee como esa hoja (Principal y Extra "
        "{read_deck}, Side {read_side}); YGOPro y EDOPro lo abren como .ydk, que solo toma "
        "cartas de las líneas que empiezan por una cifra, y no cargan de él el mazo de la hoja: "
        "guárdalo como un .ydk de verdad («ydkcheck convierte ARCHIVO --a ydk») o ponle la "
        "extensión .pdf"
    ),
    "rule.ydk-load.pieces-card": (
        "las versiones antiguas de YGOPro leen 255 bytes de una línea cada vez, y esta es más "
        "larga: desde su byte {at}, «{text}» es para ellas una línea aparte, la carta {id}; "
        "parte la línea, o acórtala"
    ),
    "rule.ydk-load.pieces-side": (
        "las versiones antiguas de YGOPro leen 255 bytes de una línea cada vez, y esta es más "
        "larga: desde su byte {at}, «{text}» es para ellas una línea aparte, que empieza el "
        "Side Deck; parte la línea, o acórtala"
    ),
    "rule.ydk-load.line-break": (
        "esta línea tiene {code}, que los editores muestran como un salto de línea: lo que "
        "sigue parece una línea aparte, pero YGOPro y EDOPro leen la línea entera como una, "
        "como ydkcheck; quita ese carácter"
    ),
    "rule.ydk-load.cr-only": (
        "las líneas acaban solo en retornos de carro: YGOPro y EDOPro leen el archivo como una "
        "sola línea y no cargan ninguna carta; guárdalo con saltos de línea"
    ),
    "rule.ydk-load.indent": (
        "YGOPro salta esta línea (empieza por un espacio), EDOPro la lee como la carta {id}, "
        "ydkcheck cuenta la carta: escribe el código al principio de la línea"
    ),
    "rule.ydk-load.indent-side": (
        "YGOPro y EDOPro no abren aquí el Side Deck (la línea empieza por un espacio, no por "
        "«!»): dejan las cartas que siguen en el Deck Principal o el Extra, y ydkcheck también; "
        "escribe «!side» al principio de la línea"
    ),
    "rule.title.count": "Línea de carta cuya cantidad no se puede leer",
    "rule.help.count": (
        "Una línea de una lista de texto con dos cantidades (3 Nombre (x1)), una cantidad de 0 "
        "o cifras que no son 0-9: escribe una cantidad y el nombre de la carta."
    ),
    "rule.title.list-total": "Total de la lista distinto de las cartas leídas",
    "rule.help.list-total": (
        "Una cantidad escrita en la lista (Deck Principal (40), Monstruos: 18, Total de "
        "mágicas 13) no es el número de cartas leídas bajo ella: corrige el total o la lista."
    ),
    "rule.title.ydk-load": "Línea de .ydk que YGOPro o EDOPro cargan de otro modo",
    "rule.help.ydk-load": (
        "Una línea que los simuladores leen de otro modo de como está escrita (#side, texto "
        "tras un código, un signo o un espacio delante): el archivo registrado y el mazo que un "
        "simulador construye con él serían distintos. Escribe un código por línea y !side."
    ),
    "rule.unknown-card": (
        "código {id} desconocido: revisa el número o actualiza los datos con «ydkcheck actualiza»"
    ),
    "rule.unknown-card.rush": (
        "código desconocido {id}: así numeran los simuladores las cartas de Rush Duel, que es "
        "otro juego y ydkcheck no lo comprueba; un mazo de este juego no lleva ninguna"
    ),
    "rule.unknown-card.misprint": (
        "{id} no es el código de ninguna carta: algunas listas lo escribieron por error en vez "
        "de {name} ({card}), y los simuladores no cargan ninguna carta con él; escribe {card}"
    ),
    "rule.unknown-card.past-32-bits": (
        "{id} no es ningún código: un código es menor que 2^32 (4294967296), de diez cifras "
        "como mucho, y no se lee ninguna carta de esta línea; escribe el código de la carta o "
        "su nombre"
    ),
    "rule.name-passcode": (
        "«{name}»: el nombre es {card}, pero el código {id} es {other}: escribe el nombre y el "
        "código de una misma carta, o solo uno de los dos"
    ),
    "rule.name-passcode.unknown": (
        "«{name}»: ninguna carta tiene el código {id}, escrito junto a {card}: escribe solo el "
        "nombre, o el código de la carta"
    ),
    "rule.unknown-name": "carta desconocida «{name}»; ¿quisiste decir: {hint}?",
    "rule.unknown-name.sign": (
        "carta desconocida «{name}»: tiene {code}, un signo que puede verse como una letra y "
        "que no tiene el nombre de ninguna carta; escribe el nombre con letras"
    ),
    "rule.unknown-name.no-hint": "carta desconocida «{name}»: revisa el nombre o escribe el código",
    "rule.unknown-name.shorthand": (
        "«{name}» no es el nombre de ninguna carta, pero solo encaja con {card}: en un control de "
        "mazo la política de Konami lo lee como esa carta («ydkcheck compara» también); escribe "
        "el nombre entero"
    ),
    "rule.unknown-name.shorthand-several": (
        "«{name}» no es el nombre de ninguna carta, y encaja con {count} cartas ({cards}): un "
        "nombre ambiguo, un error mayor de la lista en un control de mazo; escribe el nombre "
        "entero"
    ),
    "rule.unknown-name.number": (
        "«{name}» no es el nombre de ninguna carta, pero con «Number» escrito entero solo nombra "
        "{card}: en un control de mazo la política de Konami lo lee como esa carta; escribe el "
        "nombre entero"
    ),
    # a name whose words are another card's, in another order: suggested, never read as it
    "rule.unknown-name.reordered": (
        "carta desconocida «{name}»: las palabras de {cards}, en otro orden; escribe el nombre"
        " como lo lleva la carta"
    ),
    "rule.no-skill": (
        "«{name}» está escrita como Carta de Habilidad, pero ninguna Carta de Habilidad lleva ese "
        "nombre: escribe la carta bajo el encabezado de su tipo, o el nombre de la Habilidad"
    ),
    "rule.ambiguous-name": (
        "«{name}» nombra varias cartas: {candidates}; escribe el nombre completo o el código"
    ),
    "rule.not-playable.token": "{name} ({id}) es una ficha: las fichas no van en el mazo",
    "rule.not-playable.skill": (
        "{name} ({id}) es una Carta de Habilidad: solo una lista de Speed Duel la admite"
    ),
    "rule.skill-missing": (
        "ninguna Carta de Habilidad: un mazo de Speed Duel juega exactamente una; escribe la "
        "Habilidad que juega, en cualquier sección"
    ),
    "rule.skill-count": (
        "{count} Cartas de Habilidad: un mazo de Speed Duel tiene como mucho {most}"
    ),
    "rule.extra-in-main": "{name} es un monstruo del Deck Extra: muévelo al Deck Extra",
    "rule.main-in-extra": (
        "{name} no es un monstruo de Fusión, Sincronía, Xyz ni Enlace: sácalo del Deck Extra"
    ),
    "rule.size.under": Plural(
        "{section}: {count} carta, el mínimo es {limit}",
        "{section}: {count} cartas, el mínimo es {limit}",
    ),
    "rule.size.under.unread": Plural(
        "{section}: {count} carta leída, el mínimo es {limit}; la lista tiene líneas sin leer "
        "(línea {unread}: ver el problema de cada una), cuyas copias pueden ser la diferencia",
        "{section}: {count} cartas leídas, el mínimo es {limit}; la lista tiene líneas sin leer "
        "(línea {unread}: ver el problema de cada una), cuyas copias pueden ser la diferencia",
    ),
    "rule.size.over": Plural(
        "{section}: {count} carta, el máximo es {limit}",
        "{section}: {count} cartas, el máximo es {limit}",
    ),
    "rule.copies": Plural(
        "{count} × {name}: como mucho {max} copia entre Principal, Extra y Side",
        "{count} × {name}: como mucho {max} copias entre Principal, Extra y Side",
        count="max",
    ),
    "rule.copies.artworks": Plural(
        "{count} × {name}, contando {others} como la misma carta: como mucho {max} copia",
        "{count} × {name}, contando {others} como la misma carta: como mucho {max} copias",
        count="max",
    ),
    "rule.forbidden": Plural(
        "{name} está Prohibida: {count} copia, no se permite ninguna",
        "{name} está Prohibida: {count} copias, no se permite ninguna",
    ),
    "rule.forbidden.artworks": Plural(
        "{name} está Prohibida: {count} copia (contando {others}), no se permite ninguna",
        "{name} está Prohibida: {count} copias (contando {others}), no se permite ninguna",
    ),
    "rule.limited": Plural(
        "{name} está Limitada: {count} copia, máximo {max}",
        "{name} está Limitada: {count} copias, máximo {max}",
    ),
    "rule.limited.artworks": Plural(
        "{name} está Limitada: {count} copia (contando {others}), máximo {max}",
        "{name} está Limitada: {count} copias (contando {others}), máximo {max}",
    ),
    "rule.semi-limited": Plural(
        "{name} está Semi-Limitada: {count} copia, máximo {max}",
        "{name} está Semi-Limitada: {count} copias, máximo {max}",
    ),
    "rule.semi-limited.artworks": Plural(
        "{name} está Semi-Limitada: {count} copia (contando {others}), máximo {max}",
        "{name} está Semi-Limitada: {count} copias (contando {others}), máximo {max}",
    ),
    "rule.not-in-format.whitelist": (
        "{name} no está en la lista {list}, que solo admite las cartas que nombra"
    ),
    "rule.not-in-format.excluded": "{name}: los monstruos {kind} no se admiten en {list}",
    "rule.not-in-format.region": "{name} no ha salido en {region}: no se admite en {list}",
    "rule.not-in-format.unreleased": (
        "{name} salió en {region} {when}, después del {as_of}: no se admite en {list}"
    ),
    "rule.not-in-format.unreleased-anywhere": (
        "{name} salió por primera vez {when}, en {region}, después del {as_of}: no se admite "
        "en {list}"
    ),
    "rule.not-in-format.perhaps-unreleased": (
        "{name} salió en {region} {when}: quizá aún no el {as_of}. Se cuenta como no admitida en "
        "{list}: confirma la fecha de salida de la carta antes de decidir"
    ),
    "rule.not-in-format.perhaps-unreleased-anywhere": (
        "{name} salió por primera vez {when}, en {region}: quizá aún no el {as_of}. Se cuenta "
        "como no admitida en {list}: confirma la fecha de salida de la carta antes de decidir"
    ),
    # cuándo salió una carta, con la precisión que dan los datos
    "release.on": "el {date}",
    "release.around": "hacia el {date} (fecha estimada, que puede errar hasta {days} días)",
    "release.month": "en el mes de {month} (los datos dan el mes, no el día)",
    "release.first-region": (
        "el {date}, en su primera región del TCG (las tiendas de otra región pueden haberla "
        "tenido un día después)"
    ),
    "rule.points": Plural(
        "el mazo suma {total} punto, el tope es {cap}",
        "el mazo suma {total} puntos, el tope es {cap}",
        count="total",
    ),
    # los grupos de límite de Speed Duel
    "rule.limit-pool": Plural(
        "{count} carta del grupo Límite {limit} ({others}): como mucho {limit} en total",
        "{count} cartas del grupo Límite {limit} ({others}): como mucho {limit} en total",
    ),
    "rule.limit-pool-unknown": (
        "{list} tiene grupos Límite 1/2/3, pero los datos no dicen qué cartas hay en ellos: "
        "no se comprueban"
    ),
    "rule.simulator-text": (
        "{name} con el código {id}, solo de simulador: el simulador juega su texto de antes de "
        "su errata, no el de hoy, que es el que se juega en {list}"
    ),
    "rule.advice-main-size": Plural(
        "{count} carta en el Deck Principal: el reglamento aconseja acercarse a 40 para robar "
        "antes tus mejores cartas",
        "{count} cartas en el Deck Principal: el reglamento aconseja acercarse a 40 para robar "
        "antes tus mejores cartas",
    ),
    "rule.advice-few-monsters": Plural(
        "solo {count} monstruo en el Deck Principal: puede que no tengas qué invocar",
        "solo {count} monstruos en el Deck Principal: puede que no tengas qué invocar",
    ),
    "rule.advice-high-levels": (
        "muchos monstruos de Nivel 5 o más, que piden Sacrificios: {count} de {monsters}"
    ),
    # text report
    "report.deck-header": "Mazo: {source}",
    "report.list": "Lista: {name} ({id}, vigente desde {effective})",
    "report.counts": "Principal {main} · Extra {extra} · Side {side}",
    "report.points": "Puntos: {total} / {cap}",
    "report.points-card": "  {name} ({id}): {copies} × {each} = {total}",
    "report.points-none": "  ninguna carta suma puntos",
    "report.column.severity": "Tipo",
    "report.column.rule": "Regla",
    "report.column.card": "Carta",
    "report.column.line": "Línea",
    "report.column.message": "Mensaje",
    "report.legal": "✔ LEGAL ({warnings})",
    "report.legal-sheet-edited": (
        "✔ LEGAL el mazo leído de la hoja ({warnings}),\n"
        "  pero su papel puede imprimir otro mazo: no vale como lista hasta aclararlo"
    ),
    "report.illegal": "✘ ILEGAL: {errors}, {warnings}",
    "report.errors": Plural("{count} error", "{count} errores"),
    "report.warnings": Plural("{count} aviso", "{count} avisos"),
    # info and convierte
    "info.help": (
        "Resumen de un mazo (cartas, nombres, tipos) o, con --datos, los datos de cartas en uso."
    ),
    "info.deck": "Mazo (.ydk, ydke:// o lista de texto).",
    "info.datos": "Muestra qué datos de cartas se usan.",
    "info.data": Plural(
        "Datos de cartas: {source}, del {date}, {count} carta ({path})",
        "Datos de cartas: {source}, del {date}, {count} cartas ({path})",
    ),
    "info.column.copies": "Copias",
    "info.fingerprint": "Huella: {fingerprint}",
    "info.column.status": "Estado",
    "info.column.points": "Puntos",
    "info.unknown-card": "? (código desconocido {id})",
    "info.artwork": "{copies} × {id}, otra ilustración",
    "info.other-card": "{copies} × {name}, {id}, cuenta como esta",
    "info.simulator-code": "{copies} × {id}, código de simulador: el texto de antes de su errata",
    "info.misprint": (
        "{copies} × {id}, número mal escrito en una lista: no es carta ni lo carga un simulador"
    ),
    "info.advice": "Consejo: {message}",
    "info.legal": "✔ LEGAL con {name}",
    "info.legal-sheet-edited": (
        "✔ LEGAL con {name}, el mazo leído de la hoja ({warnings}),\n"
        "  pero su papel puede imprimir otro mazo: no vale como lista hasta aclararlo"
    ),
    "info.illegal": "✘ ILEGAL con {name}: {errors} («ydkcheck valida» los detalla)",
    "status.forbidden": "Prohibida",
    "status.limited": "Limitada",
    "status.semi-limited": "Semi-Limitada",
    "status.not-listed": "Fuera de la lista",
    "info.column.id": "Código",
    "info.column.name": "Nombre",
    "info.column.kind": "Tipo",
    "info.types": "Deck Principal: {monster}, {spell}, {trap}",
    "info.types.monster": Plural("{count} monstruo", "{count} monstruos"),
    "info.types.spell": Plural("{count} mágica", "{count} mágicas"),
    "info.types.trap": Plural("{count} trampa", "{count} trampas"),
    # cómo se tomó cada línea que no es una carta, en info
    "info.lines": "Líneas que no son cartas:",
    "info.line": "  {line}: {kind}: {text}",
    "line-kind.heading": "encabezado",
    "line-kind.type-heading": "encabezado de tipo",
    "line-kind.title": "título",
    "line-kind.player": "jugador",
    "line-kind.event": "evento",
    "line-kind.date": "fecha",
    "line-kind.total": "total",
    "line-kind.comment": "comentario",
    "line-kind.unread": "sin leer (ver su problema)",
    "text.player": "Jugador: {name}",
    "text.skill": "Habilidad: {name}",
    "convierte.help": "Convierte un mazo entre .ydk, ydke:// y lista de texto.",
    # un mazo con líneas que no se leyeron, en las órdenes que escriben o calculan con él
    "opt.forzar": "Escribe o dibuja el mazo aunque haya líneas sin leer (y lo dice).",
    "partial.refused": Plural(
        "{count} línea no se leyó como carta (la {lines}): corrígela, o añade --forzar para "
        "seguir sin ella",
        "{count} líneas no se leyeron como cartas (las {lines}): corrígelas, o añade --forzar "
        "para seguir sin ellas",
    ),
    "partial.sheet-edited": Plural(
        "los campos impresos de la hoja dicen otro mazo que el que lleva ({count} diferencia, "
        "ver «ydkcheck valida»): lo que se escriba de ella pasaría por el papel entregado; "
        "acláralo con el jugador, o añade --forzar",
        "los campos impresos de la hoja dicen otro mazo que el que lleva ({count} diferencias, "
        "ver «ydkcheck valida»): lo que se escriba de ella pasaría por el papel entregado; "
        "acláralo con el jugador, o añade --forzar",
    ),
    "partial.from-edited-sheet": Plural(
        "escrito de una hoja cuyos campos impresos dicen otro mazo ({count} diferencia)",
        "escrito de una hoja cuyos campos impresos dicen otro mazo ({count} diferencias)",
    ),
    "partial.fields-refused": Plural(
        "{count} campo del formulario no se leyó como carta ({fields}): corrígelo, o añade "
        "--forzar para seguir sin él",
        "{count} campos del formulario no se leyeron como cartas ({fields}): corrígelos, o "
        "añade --forzar para seguir sin ellos",
    ),
    "partial.fields-left-out": Plural(
        "{count} campo del formulario se dejó fuera, no se leyó como carta: {fields}",
        "{count} campos del formulario se dejaron fuera, no se leyeron como cartas: {fields}",
    ),
    "partial.totals-refused": Plural(
        "{count} cuenta que escribe la lista no es la de las cartas leídas (la línea {lines}, "
        "ver «ydkcheck valida»): no se sabe cuál quiso decir el jugador; corrígela, o añade "
        "--forzar para seguir",
        "{count} cuentas que escribe la lista no son las de las cartas leídas (las líneas "
        "{lines}, ver «ydkcheck valida»): no se sabe cuál quiso decir el jugador; corrígelas, o "
        "añade --forzar para seguir",
    ),
    "partial.totals-differ": Plural(
        "{count} cuenta que escribe la lista no era la de las cartas leídas: la línea {lines}",
        "{count} cuentas que escribe la lista no eran las de las cartas leídas: las líneas {lines}",
    ),
    "partial.titles-refused": Plural(
        "{count} línea tomada como título de la lista nombra una carta (la {lines}, ver "
        "«ydkcheck compara»): pueden ser copias que el jugador juega; corrígela, o añade "
        "--forzar para seguir",
        "{count} líneas tomadas como título de la lista nombran una carta (las {lines}, ver "
        "«ydkcheck compara»): pueden ser copias que el jugador juega; corrígelas, o añade "
        "--forzar para seguir",
    ),
    "partial.left-out": Plural(
        "{count} línea de la lista se dejó fuera, no se leyó como carta: la {lines}",
        "{count} líneas de la lista se dejaron fuera, no se leyeron como cartas: las {lines}",
    ),
    "convert.unknown-kept": Plural(
        "{count} línea se escribió tal cual (la {lines}), con un código que no es ninguna carta "
        "de los datos de ydkcheck: {codes}; «ydkcheck actualiza» trae datos más nuevos",
        "{count} líneas se escribieron tal cual (las {lines}), con códigos que no son ninguna "
        "carta de los datos de ydkcheck: {codes}; «ydkcheck actualiza» trae datos más nuevos",
    ),
    "convert.misprint-kept": Plural(
        "{count} línea se escribió tal cual (la {lines}): {said}",
        "{count} líneas se escribieron tal cual (las {lines}): {said}",
    ),
    "convert.misprint-kept-unlined": Plural(
        "{count} copia se escribió tal cual: {said}",
        "{count} copias se escribieron tal cual: {said}",
    ),
    "convert.unknown-kept-unlined": Plural(
        "{count} copia de un código que no es ninguna carta de los datos de ydkcheck se "
        "escribió tal cual: {codes}; «ydkcheck actualiza» trae datos más nuevos",
        "{count} copias de códigos que no son ninguna carta de los datos de ydkcheck se "
        "escribieron tal cual: {codes}; «ydkcheck actualiza» trae datos más nuevos",
    ),
    # un número de línea en el comentario que escribe convierte: pegado a su signo, nunca
    # se lee como copias ni como el nombre de una carta (la carta «7»)
    "partial.line-sign": "n.º{line}",
    "partial.unread-first": Plural(
        "{source}: {count} línea no se leyó como carta (la {lines}); las cifras la dejan fuera",
        "{source}: {count} líneas no se leyeron como cartas (las {lines}); las cifras las dejan "
        "fuera",
    ),
    "convierte.deck": "Mazo de origen.",
    "convierte.a": "Formato de destino: {known}.",
    "cli.bad-target": "formato de destino desconocido «{value}»: usa {known}",
    # listas
    "listas.help": (
        "Las listas y formatos que conoce ydkcheck: tabla, muestra, diferencia, importa, exporta."
    ),
    "listas.familia": "Solo las listas de esta familia.",
    "listas.id": "Familia, id de lista o archivo.",
    "listas.antes": "La lista de antes.",
    "listas.despues": "La lista de después.",
    "listas.archivo": "Archivo .lflist.conf de EDOPro/YGOPro.",
    "listas.muestra.help": (
        "Muestra las cartas Prohibidas, Limitadas y Semi-Limitadas (o los puntos) de una lista."
    ),
    "listas.diferencia.help": "Qué cartas cambiaron entre dos listas.",
    "listas.importa.help": (
        "Convierte una lista de un .lflist.conf (la primera, o --cual) en YAML (por la salida "
        "estándar)."
    ),
    "listas.importa.cual": (
        "Qué lista del archivo leer: su nombre tras «!» (por defecto, la primera)."
    ),
    "listas.exporta.help": (
        "Escribe una lista como .lflist.conf para EDOPro y YGOPro (por la salida estándar)."
    ),
    "listas.export-loses": (
        "un .lflist.conf no puede guardar el resto del formato de {id}: {lost}; EDOPro e "
        "YGOPro lo dejan a la configuración de la sala, y ydkcheck, al leer el archivo, no "
        "aplica nada de ello (comprueba los mazos con --lista {id})"
    ),
    "listas.export-note": (
        "ydkcheck: el resto del formato, que no está en este archivo: {lost} (ydkcheck: "
        "--lista {id})"
    ),
    "listas.lost.pool": "cartas de la {pool}",
    "listas.lost.deck": (
        "Principal {main}, Extra {extra}, Side {side}, {copies} copias de una carta"
    ),
    "listas.lost.hand": "mano inicial de {first} empezando, de {second} yendo segundo",
    "listas.lost.excluded": "sin monstruos {subtypes}",
    "listas.lost.cap": "tope de puntos {cap}",
    "listas.lost.released": "solo cartas salidas hasta el {date}",
    "listas.column.id": "Id",
    "listas.column.name": "Nombre",
    "listas.column.effective": "Desde",
    "listas.column.mode": "Modo",
    "listas.column.entries": "Entradas",
    "listas.column.copies": "Copias",
    "listas.column.points": "Puntos",
    "listas.mode.blacklist": "lista negra",
    "listas.mode.whitelist": "lista blanca",
    "listas.misprint": "{name} (la lista escribió mal el {id})",
    "listas.source": "Fuente: {source}",
    "listas.rules": "Principal {main} · Extra {extra} · Side {side} · copias {copies} · {mode}",
    "listas.cap": "Tope de puntos: {cap}",
    "listas.category.forbidden": "Prohibidas",
    "listas.category.limited": "Limitadas",
    "listas.category.semi_limited": "Semi-Limitadas",
    "listas.category.unlimited": "Permitidas (lista blanca)",
    "listas.category.unlimited-listed": "Ilimitadas (listadas a 3)",
    # los grupos Límite de Speed Duel
    "listas.limit-pool": "Límite {limit}: como mucho {limit} en total de estas cartas",
    "listas.limit-pools-unknown": (
        "Grupos Límite 1/2/3: desconocidos para esta lista (ninguna fuente de los datos los "
        "recoge); los mazos no se comprueban con ellos"
    ),
    "listas.category.points": "Puntos",
    "listas.diff-header": Plural(
        "{before} → {after}: {count} carta cambia",
        "{before} → {after}: {count} cartas cambian",
    ),
    # choosing a list
    "collection.cap-without-points": (
        "--puntos {cap} no cambiaría nada: la lista {list} no da puntos a las cartas (las de "
        "Genesys sí); nombra una lista con puntos (--lista genesys) o quita --puntos"
    ),
    "collection.withdrawn-list": (
        "la lista «{value}» se retiró: su archivo de origen tenía una lista posterior; nombra "
        "«--lista {family} --fecha AAAA-MM-DD» (la vigente ese día) o una de {instead}"
    ),
    "collection.unknown-list": (
        "lista desconocida «{value}»: usa una familia ({families}), un id como {example} o un "
        "archivo .yaml/.lflist.conf"
    ),
    "collection.not-in-force": (
        "la lista {list} (en vigor desde {effective}) no regía el {date}: ese día regía {then}; se"
        " valida con {list} igualmente"
    ),
    "collection.not-in-force.none": (
        "la lista {list} (en vigor desde {effective}) no regía el {date}, y ydkcheck no conoce "
        "ninguna lista {family} de ese día; se valida con {list} igualmente"
    ),
    # una lista cuyo día de entrada en vigor no dice ninguna fuente
    "collection.ae-pool-unknown": (
        "la lista {list} da los estados de OCG Asia-English, no su conjunto de cartas: una "
        "carta del OCG que aún no ha salido en inglés asiático no se detecta; comprueba el "
        "conjunto"
    ),
    "collection.md-pool-unknown": (
        "la lista {list} da los estados de Master Duel, no su conjunto de cartas: una carta que "
        "aún no está en Master Duel no se detecta; comprueba el conjunto en el juego"
    ),
    "collection.lists-end": (
        "se comprobó con {list}, la lista de {family} más reciente de los datos de ydkcheck: "
        "los datos (del {data}) no tienen ninguna posterior al {effective}, aunque antes las "
        "listas de {family} nunca distaron más de {gap} días; puede regir el {date} una lista "
        "publicada después (--lista nombra otra)"
    ),
    "collection.past-data": (
        "se comprobó con {list}, la lista más reciente conocida el {data} (los datos de "
        "ydkcheck), {days} días antes del {date}: puede regir ese día una lista publicada "
        "después («ydkcheck actualiza» trae las vigentes; --lista nombra otra)"
    ),
    "collection.uncertain-day": (
        "la lista {list} entró en vigor en {month} un día que ninguna fuente precisa: el {date} "
        "quizá regía aún la anterior ({before}); se valida con {list}"
    ),
    "collection.uncertain-day.first": (
        "la lista {list} entró en vigor en {month} un día que ninguna fuente precisa: el {date} "
        "quizá no regía aún, y ydkcheck no tiene ninguna lista anterior; se valida con {list}"
    ),
    "collection.uncertain-day.unknown-before": (
        "la lista {list} entró en vigor en {month} un día que ninguna fuente precisa: el {date} "
        "quizá no regía aún, y ydkcheck no conoce ninguna lista de los días anteriores (desde el "
        "{start}); se valida con {list}"
    ),
    "collection.before-first": (
        "ydkcheck no tiene ninguna lista {family} en vigor el {date}: la primera que tiene "
        "({first_id}) rige desde el {first}; las anteriores, si las hubo, no están en sus datos"
    ),
    "collection.list-unknown": (
        "no se puede decir qué lista {family} regía el {date}: ninguna fuente que ydkcheck "
        "conoce da carta por carta las listas en vigor del {start} al {end}, y no toma otra "
        "lista por ellas: da la lista de ese día en un archivo (--lista ARCHIVO, YAML o "
        ".lflist.conf)"
    ),
    "collection.empty-family": "la colección no tiene ninguna lista de la familia {family}",
    "collection.bad-date": (
        "fecha no válida «{value}»: no existe ese día, o no está escrita AAAA-MM-DD"
    ),
    "collection.missing": ("no se encuentra la colección de listas ({reason}): reinstala ydkcheck"),
    "collection.bad-index": (
        "índice de listas dañado ({reason}): regenera con tools/build_banlists.py"
    ),
    # simula: command help
    "simula.help": (
        "Goldfish: probabilidades de la mano inicial de un mazo (exactas y por Monte Carlo)."
    ),
    "simula.deck": "Mazo: archivo .ydk, URL ydke:// o lista de texto.",
    "simula.mv.deck": "MAZO",
    "simula.mv.requirement": "NOMBRE>=P",
    "simula.opt.mano": "Especificación de mano (YAML): grupos, condiciones y efectos.",
    "simula.opt.segundo": "Empieza segundo (roba en su primer turno: 6 cartas en TCG/OCG).",
    "simula.opt.turnos": "Cartas vistas hasta el robo del turno N (1 = la mano inicial).",
    "simula.opt.muestras": "Número de manos de Monte Carlo.",
    "simula.opt.semilla": "Semilla del generador: misma semilla, mismos números.",
    "simula.opt.exacto": "Solo valores exactos: sin Monte Carlo donde hay respuesta exacta.",
    "simula.opt.requiere": (
        "NOMBRE>=P: sale con 1 si la condición NOMBRE queda por debajo de P (repetible)."
    ),
    # simula: bad options and decks
    "goldfish.too-many-samples": "--muestras {value} es demasiado: como mucho {most}",
    "goldfish.too-many-samples-effects": (
        "--muestras {value} es demasiado para una mano con efectos (robar, buscar), que se "
        "juega carta a carta: como mucho {most}"
    ),
    "goldfish.bad-seed": "--semilla debe ser un entero de 0 en adelante, no «{value}»",
    "goldfish.bad-number": "{option} debe ser un entero mayor que 0, no «{value}»",
    "goldfish.empty-deck": "el Deck Principal está vacío: no hay manos que simular",
    "goldfish.too-many-seen": Plural(
        "se ve {seen} carta pero el Deck Principal solo tiene {main}: reduce --turnos",
        "se ven {seen} cartas pero el Deck Principal solo tiene {main}: reduce --turnos",
        count="seen",
    ),
    "goldfish.bad-requirement": (
        "--requiere «{value}» no es NOMBRE>=P (P entre 0 y 1, o un porcentaje como 80%)"
    ),
    "goldfish.requirement-needs-spec": "--requiere necesita una especificación de mano (--mano)",
    "goldfish.unknown-requirement": (
        "--requiere «{name}»: la especificación no tiene esa condición ({known})"
    ),
    # simula: hand spec files
    "goldfish.spec.missing": "no existe la especificación de mano: revisa la ruta",
    "goldfish.spec.yaml": "YAML no válido: {problem}",
    "goldfish.spec.not-mapping": (
        "la especificación debe ser un mapa con groups/grupos y conditions/condiciones"
    ),
    "goldfish.spec.unknown-key": "clave desconocida «{entry}»: usa grupos, condiciones o efectos",
    "goldfish.spec.duplicate-key": "«{key}» aparece dos veces: deja solo una",
    "goldfish.spec.missing-section": "falta la sección «{section}»",
    "goldfish.spec.section-not-mapping": "aquí se esperaba un mapa (nombre: valor)",
    "goldfish.spec.bad-key": "clave no válida: usa un nombre de texto",
    "goldfish.spec.bad-card": "se esperaba el nombre o el código de una carta",
    "goldfish.spec.bad-group-name": (
        "nombre de grupo no válido «{name}»: usa letras, cifras y _ (sin and/or/not/y/o/no)"
    ),
    "goldfish.spec.empty-group": "el grupo «{name}» no tiene cartas",
    "goldfish.spec.no-groups": "no hay ningún grupo",
    "goldfish.spec.no-conditions": "no hay ninguna condición",
    "goldfish.spec.bad-condition": (
        'la condición «{name}» debe ser un texto, p. ej. "starters >= 1"'
    ),
    "goldfish.spec.unknown-group": (
        "condición «{name}», columna {column}: grupo desconocido «{group}» (grupos: {known})"
    ),
    "goldfish.spec.bad-effect": (
        "efecto no válido para «{card}»: usa {{draw: N}} / {{robar: N}} o {{search: GRUPO}} / "
        "{{busca: GRUPO}}"
    ),
    "goldfish.spec.bad-draw": "draw/robar debe ser un entero de 1 a 99, no «{value}»",
    "goldfish.spec.unknown-search": (
        "search/busca nombra un grupo desconocido «{group}» (grupos: {known})"
    ),
    "goldfish.spec.effect-twice": (
        "«{name}» es la carta que ya nombra un efecto en la línea {first}: da a cada carta un "
        "solo efecto"
    ),
    "goldfish.spec.unknown-passcode": "no hay ninguna carta con el código {ref}",
    "goldfish.spec.unknown-name": "no hay ninguna carta llamada «{name}»: revisa el nombre exacto",
    "goldfish.spec.unknown-name-hint": "no hay ninguna carta llamada «{name}»; ¿quizás: {hints}?",
    "goldfish.spec.not-in-deck": "«{name}» no está en el Deck Principal",
    # simula: the condition grammar (every message starts with the condition and column)
    "goldfish.grammar.bad-name": (
        "condición «{name}», columna {column}: «{text}» no es un número ni un nombre de grupo"
    ),
    "goldfish.grammar.big-number": (
        "condición «{name}», columna {column}: un número de más de {most} cifras: ninguna mano "
        "cuenta tantas cartas"
    ),
    "goldfish.grammar.too-long": (
        "condición «{name}»: tiene más de {most} caracteres: pártela en varias"
    ),
    "goldfish.grammar.too-deep": (
        "condición «{name}», columna {column}: más de {most} paréntesis o «no» unos dentro de "
        "otros: escribe la condición más plana"
    ),
    "goldfish.grammar.single-equals": (
        "condición «{name}», columna {column}: para comparar usa == (no =)"
    ),
    "goldfish.grammar.bad-char": (
        "condición «{name}», columna {column}: carácter no válido «{char}»"
    ),
    "goldfish.grammar.want-term": (
        "condición «{name}», columna {column}: se esperaba un nombre de grupo o un número y hay "
        "«{found}»"
    ),
    "goldfish.grammar.end-term": (
        "condición «{name}», columna {column}: la condición termina antes de tiempo: falta un "
        "nombre de grupo o un número"
    ),
    "goldfish.grammar.want-operator": (
        "condición «{name}», columna {column}: se esperaba una comparación (== != < <= > >=) y hay "
        "«{found}»"
    ),
    "goldfish.grammar.end-operator": (
        "condición «{name}», columna {column}: la condición termina antes de tiempo: falta una "
        "comparación (== != < <= > >=)"
    ),
    "goldfish.grammar.want-connective": (
        "condición «{name}», columna {column}: se esperaba and/y, or/o o el final y hay «{found}»"
    ),
    "goldfish.grammar.end-connective": (
        "condición «{name}», columna {column}: la condición termina antes de tiempo: falta and/y, "
        "or/o o el final"
    ),
    "goldfish.grammar.want-rparen": (
        "condición «{name}», columna {column}: se esperaba «)» y hay «{found}»"
    ),
    "goldfish.grammar.end-rparen": (
        "condición «{name}», columna {column}: la condición termina antes de tiempo: falta «)»"
    ),
    "goldfish.grammar.unclosed": (
        "condición «{name}», columna {column}: este paréntesis no se cierra"
    ),
    # simula: reports
    "goldfish.report.header": "{source}: {main} · {banlist} · {going} · turno {turns} · {seen}",
    "goldfish.report.main": Plural(
        "{count} carta en el Deck Principal",
        "{count} cartas en el Deck Principal",
    ),
    "goldfish.report.seen": Plural("{count} carta vista", "{count} cartas vistas"),
    "goldfish.going.first": "empieza primero",
    "goldfish.going.second": "empieza segundo",
    "goldfish.col.card": "Carta",
    "goldfish.col.copies": "Copias",
    "goldfish.col.p-first": "P(≥1)\n1.º ({seen})",
    "goldfish.col.p-second": "P(≥1)\n2.º ({seen})",
    "goldfish.col.e-first": "Esperadas\n1.º",
    "goldfish.col.e-second": "Esperadas\n2.º",
    "goldfish.col.type": "Tipo",
    "goldfish.col.condition": "Condición",
    "goldfish.col.expression": "Expresión",
    "goldfish.col.exact": "Exacta",
    "goldfish.col.estimate": "Monte\nCarlo",
    "goldfish.col.ci95": "IC 95 %",
    "goldfish.kind.monster": "Monstruos",
    "goldfish.kind.spell": "Mágicas",
    "goldfish.kind.trap": "Trampas",
    "goldfish.types.title": "Cuántas cartas de cada tipo hay en la mano, P(exactamente x):",
    "goldfish.first": "1.º",
    "goldfish.second": "2.º",
    "goldfish.report.samples": Plural(
        "Monte Carlo: {samples} mano, semilla {seed}.",
        "Monte Carlo: {samples} manos, semilla {seed}.",
        count="samples",
    ),
    "goldfish.report.effects": "Con efectos (robar/buscar) no hay valor exacto: solo Monte Carlo.",
    "goldfish.report.too-large": Plural(
        (
            "{count} condición sin valor exacto ({names}): la pregunta es demasiado grande para el "
            "cálculo exacto; se estimó por Monte Carlo."
        ),
        (
            "{count} condiciones sin valor exacto ({names}): las preguntas son demasiado grandes "
            "para el cálculo exacto; se estimaron por Monte Carlo."
        ),
        count="count",
    ),
    "goldfish.progress": "Simulando manos",
    "goldfish.warning": "aviso: {message}",
    # actualiza
    "update.help": (
        "Descarga los datos de cartas y las listas actuales (TCG, OCG, GOAT) de la API de "
        "YGOPRODeck a la caché del usuario; si algo falla, se conservan los datos anteriores."
    ),
    "update.progress.cards": "Descargando cartas",
    "update.progress.genesys": "Descargando puntos Genesys",
    "update.done": Plural(
        "Datos actualizados: {count} carta ({source}, {date}) guardada en {folder}.",
        "Datos actualizados: {count} cartas ({source}, {date}) guardadas en {folder}.",
    ),
    "update.list-shipped": (
        "{family}: {id}, la lista incluida (los estados en línea son los mismos)."
    ),
    "update.list-online": "{family}: la lista en línea del {date} ({id}).",
    "update.list-differs": Plural(
        (
            "{family}: la lista en línea del {date} ({id}) difiere de {shipped} en {count} carta: "
            "ydkcheck listas diferencia {shipped} {id}."
        ),
        (
            "{family}: la lista en línea del {date} ({id}) difiere de {shipped} en {count} cartas:"
            " ydkcheck listas diferencia {shipped} {id}."
        ),
    ),
    "update.unchanged": Plural(
        "Los datos ya estaban al día: {count} carta ({source}, {date}) en {folder}.",
        "Los datos ya estaban al día: {count} cartas ({source}, {date}) en {folder}.",
    ),
    "update.failed": (
        "No se pudo actualizar: {reason}. Se siguen usando los datos anteriores: {data}."
    ),
    "update.in_use": Plural(
        "{source}, {date}, {count} carta ({path})",
        "{source}, {date}, {count} cartas ({path})",
    ),
    "update.in_use_unknown": "no se pudieron leer ({detail})",
    "update.fail.bad-url": (
        "{url} no es una URL http:// o https:// con un servidor: corrige {variable}"
    ),
    "update.fail.connect": "no se pudo conectar con {url} ({detail})",
    "update.fail.timeout": "{url} no respondió a tiempo",
    "update.fail.deadline": (
        "la actualización no terminó en {seconds} s (esperando a {url}): inténtalo más tarde"
    ),
    "update.fail.bad_data": "los datos de {url} no sirven ({detail}): se mantienen los anteriores",
    "update.fail.too_big": (
        "la respuesta de {url} pasa de {limit} MB: no parece la API de cartas, comprueba la URL"
    ),
    "update.fail.interrupted": "la descarga de {url} se cortó antes de terminar",
    "update.fail.status": "{url} respondió con el estado HTTP {status}",
    "update.fail.status_detail": "{url} respondió con el estado HTTP {status}: {detail}",
    "update.fail.unexpected_304": (
        "{url} respondió 304 (sin cambios) a una petición que no era condicional"
    ),
    "update.fail.read": "no se pudo leer {path}: {detail}",
    "update.fail.encoding": "la respuesta de {url} no es texto UTF-8 (byte {position})",
    "update.fail.json": (
        "la respuesta de {url} no es JSON válido o está incompleta (línea {line}, columna {column})"
    ),
    "update.fail.not_object": "la respuesta de {url} no es un objeto JSON con la lista «data»",
    "update.fail.no_data": "la respuesta de {url} no tiene la lista «data» de cartas",
    "update.fail.api_error": "la API respondió a {url} con un error: {detail}",
    "update.fail.too_few": Plural(
        "la respuesta de {url} trae solo {count} carta (se esperan al menos {minimum})",
        "la respuesta de {url} trae solo {count} cartas (se esperan al menos {minimum})",
    ),
    "update.fail.card_object": "el elemento n.º {index} de «data» en {url} no es un objeto",
    "update.fail.card_id": "la carta n.º {index} de {url} no tiene un id entero ({value})",
    "update.fail.card_name": "la carta n.º {index} de {url} (id {id}) no tiene nombre",
    "update.fail.card_type": "la carta n.º {index} de {url} (id {id}) no tiene tipo",
    "update.fail.write": "no se pudo escribir {path}: {detail}",
    "update.fail.locked": "otra actualización sigue en curso (cerrojo {path}); inténtalo más tarde",
    # configuration files
    "config.toml-syntax": "TOML no válido: {problem}",
    "toml.column": " (columna {column})",
    "toml.problem.unclosed-string": "una cadena sin cerrar{where}: cierra las comillas",
    "toml.problem.unclosed": "una lista o tabla sin cerrar{where}: cierra el corchete o la llave",
    "toml.problem.twice": "una clave o tabla escrita dos veces{where}: deja una",
    "toml.problem.value": "un valor que TOML no lee{where}: pon el texto entre comillas",
    "toml.problem.after-value": "algo más tras el valor en la misma línea{where}",
    "toml.problem.key": "una línea que no es «clave = valor»{where}",
    "toml.problem.escape": "una barra invertida que no escapa nada{where}: escribe \\\\",
    "toml.problem.character": "un carácter que TOML no admite ahí{where}",
    "toml.problem.other": "sintaxis no válida{where}",
    "toml.problem.date": "una fecha imposible (AAAA-MM-DD)",
    "toml.problem.nested": (
        "listas o tablas anidadas a cientos de niveles, más de lo que ydkcheck lee; "
        "--sin-config no lee el archivo"
    ),
    "config.yaml-syntax": "YAML no válido: {problem}",
    "config.not-table": "[tool.ydkcheck] debe ser una tabla de claves",
    "config.not-mapping": "la configuración debe ser un mapa clave: valor",
    "config.bad-key": "clave no válida: usa un nombre de texto",
    "config.duplicate-key": "clave «{key}» repetida (ya estaba en la línea {first})",
    "config.unknown-key": (
        "clave desconocida «{key}» en la configuración de ydkcheck; claves válidas: {known}"
    ),
    "config.same-option": "«{key}» y «{other}» son la misma opción: deja solo una",
    "config.not-bool": "«{key}» debe ser true o false",
    "config.not-text": "«{key}» debe ser un texto",
    "config.not-list": "«{key}» debe ser una lista de reglas, p. ej. [advice-high-levels]",
    "config.not-rule-name": (
        "«{key}»: cada elemento de la lista debe ser el nombre de una regla; reglas: {known}"
    ),
    "config.bad-date": "«{key}»: fecha no válida «{value}»; usa AAAA-MM-DD",
    "config.bad-lang": "«{key}»: idioma desconocido «{value}»; usa es o en",
    "config.bad-output": "«{key}»: formato de salida desconocido «{value}»; usa {known}",
    "config.bad-rule": "«{key}»: regla desconocida «{value}»; reglas: {known}",
    "config.rule-always-checked": (
        "«{key}»: «{value}» no se puede desactivar: señala una hoja cuyos campos impresos "
        "dicen otro mazo que el que lleva; quítala de esta lista"
    ),
    "config.list-missing": (
        "el archivo de lista «{value}» no existe (una ruta relativa se busca desde la carpeta "
        "de este archivo y luego desde la carpeta de trabajo): corrige la ruta, o nombra una "
        "lista como tcg-2026-05"
    ),
    "config.list-file": "el archivo de lista «{value}» {problem}",
    "config.applied": "Configuración aplicada: {path} ({settings})",
    "config.changes-check": (
        "la configuración {path} cambia lo que se comprueba ({settings}); --sin-config la ignora"
    ),
    "config.option-ignore": "Reglas apagadas por --ignora en esta ejecución: {rules}",
    "config.sets-nothing": "no fija nada",
    "config.replaced": "{setting} (sin efecto: lo sustituye la orden)",
    "config.set.banlist": "lista {value}",
    "config.set.date": "fecha {value}",
    "config.set.ignore": "reglas apagadas: {value}",
    "config.set.strict": "estricto: {value}",
    "config.set.lang": "idioma {value}",
    "config.set.output": "salida {value}",
    "config.yes": "sí",
    "config.no": "no",
    "opt.sin-config": "No aplica ninguna configuración ([tool.ydkcheck] ni .ydkcheck.yaml).",
    # output formats
    "output.github-title": "ydkcheck ({rule})",
    "output.github-unreadable": "ydkcheck (mazo ilegible)",
    "output.github-skipped": "ydkcheck (archivo omitido)",
    "output.junit-suite": "ydkcheck: {name} ({id})",
    # rule titles (SARIF shortDescription) and help (SARIF help)
    "rule.title.syntax": "Línea que no es un código, una cabecera ni un comentario",
    "rule.help.syntax": (
        "Un .ydk lista un código por línea bajo #main, #extra y !side; las demás líneas empiezan "
        "por #. Corrige o borra la línea; las cartas antes de cualquier cabecera cuentan como Deck "
        "Principal."
    ),
    "rule.title.unknown-card": "Código que los datos de cartas no conocen",
    "rule.help.unknown-card": (
        "Comprueba el código; si la carta es nueva, ejecuta «ydkcheck actualiza» para descargar "
        "datos de cartas más recientes. Un número que una lista escribió por error por una "
        "carta no es ninguna carta, sean cuales sean los datos: escribe el código de la carta "
        "que nombra el mensaje."
    ),
    "rule.title.not-playable": "Ficha, o Carta de Habilidad fuera de Speed Duel, en el mazo",
    "rule.title.skill-missing": "Ninguna Carta de Habilidad",
    "rule.title.skill-count": "Más de una Carta de Habilidad",
    "rule.help.not-playable": (
        "Las fichas nunca van en un mazo, y las Cartas de Habilidad solo en Speed Duel: quítalas."
    ),
    "rule.help.skill-missing": (
        "Speed Duel: cada jugador tiene 1 Carta de Habilidad. Una lista sin ninguna está "
        "incompleta: escribe la Habilidad que juega, en cualquier sección."
    ),
    "rule.help.skill-count": (
        "Speed Duel: cada jugador tiene 1 Carta de Habilidad, junto al campo y fuera del Mazo "
        "Principal de 20 a 30 cartas. Deja una."
    ),
    "rule.title.extra-in-main": "Monstruo del Deck Extra en el Deck Principal",
    "rule.help.extra-in-main": (
        "Los monstruos de Fusión, Sincronía, Xyz y Enlace van bajo #extra: mueve la línea."
    ),
    "rule.title.main-in-extra": "Carta que no es un monstruo del Deck Extra en el Deck Extra",
    "rule.help.main-in-extra": (
        "Bajo #extra solo van monstruos de Fusión, Sincronía, Xyz y Enlace: mueve la carta a #main "
        "o !side."
    ),
    "rule.title.main-size": "Deck Principal fuera de sus límites",
    "rule.help.main-size": (
        "El Deck Principal tiene de 40 a 60 cartas (Speed Duel: de 20 a 30): añade o quita cartas."
    ),
    "rule.title.extra-size": "Deck Extra fuera de sus límites",
    "rule.help.extra-size": (
        "El Deck Extra tiene como mucho 15 cartas (Speed Duel: 5): quita cartas."
    ),
    "rule.title.side-size": "Side Deck fuera de sus límites",
    "rule.help.side-size": "El Side Deck tiene como mucho 15 cartas (Speed Duel: 5): quita cartas.",
    "rule.title.copies": "Más de 3 copias de una carta",
    "rule.help.copies": (
        "Como mucho 3 copias de una carta entre Principal, Extra y Side juntos; las ilustraciones "
        "alternativas cuentan como la misma carta."
    ),
    "rule.title.forbidden": "Carta Prohibida en el mazo",
    "rule.help.forbidden": (
        "La lista prohíbe la carta: quita todas sus copias de Principal, Extra y Side."
    ),
    "rule.title.limited": "Más de 1 copia de una carta Limitada",
    "rule.help.limited": "La lista permite 1 copia entre Principal, Extra y Side: deja solo una.",
    "rule.title.semi-limited": "Más de 2 copias de una carta Semilimitada",
    "rule.help.semi-limited": (
        "La lista permite 2 copias entre Principal, Extra y Side: quita las demás."
    ),
    "rule.title.not-in-format": "Carta fuera del conjunto de cartas del formato",
    "rule.help.not-in-format": (
        "La carta no se puede usar en este formato: no está en la lista blanca, solo salió en la "
        "otra región, salió después de la fecha de la lista o es de un tipo excluido (Enlace o "
        "Péndulo en Genesys). Cámbiala o elige otra lista con --lista."
    ),
    "rule.title.points": "Mazo por encima del tope de puntos",
    "rule.help.points": (
        "En un formato por puntos (Genesys) la suma de puntos de todas las copias no puede pasar "
        "del tope: cambia cartas con puntos por otras."
    ),
    "rule.title.limit-pool": "Más cartas de un grupo Límite que su límite",
    "rule.help.limit-pool": (
        "Las listas de Speed Duel agrupan cartas en Límite 1, Límite 2 y Límite 3: un mazo "
        "lleva como mucho ese número de cartas en total de cada grupo (la Carta de Habilidad "
        "incluida): saca algunas."
    ),
    "rule.title.limit-pool-unknown": "Grupos Límite de la lista desconocidos",
    "rule.help.limit-pool-unknown": (
        "La lista tiene grupos Límite, pero ninguna fuente de los datos dice qué cartas los "
        "forman: comprueba el mazo a mano con la lista de Konami."
    ),
    "rule.title.simulator-text": "Código de simulador del texto de una carta antes de su errata",
    "rule.help.simulator-text": (
        "El código cuenta como su carta, así que el veredicto no cambia, pero el simulador que lo "
        "carga juega el texto de la carta de antes de su errata, no el que el formato juega hoy: "
        "escribe el código propio de la carta. No se avisa en los formatos que juegan textos "
        "antiguos (GOAT, Edison, HAT, TOSS, YGOPro 2011-2013, World) ni con una lista que nombra "
        "ese código."
    ),
    "rule.title.advice-main-size": "Deck Principal muy por encima de 40",
    "rule.help.advice-main-size": (
        "Consejo del reglamento: con cerca de 40 cartas robas antes tus mejores cartas. Nunca "
        "cambia el veredicto."
    ),
    "rule.title.advice-few-monsters": "Pocos monstruos en el Deck Principal",
    "rule.help.advice-few-monsters": (
        "Consejo del reglamento: con pocos monstruos puede que no tengas qué invocar. Nunca cambia "
        "el veredicto."
    ),
    "rule.title.advice-high-levels": "Muchos monstruos de Nivel 5 o más",
    "rule.help.advice-high-levels": (
        "Consejo del reglamento: los monstruos de Nivel 5 o más piden Sacrificios; no lleves "
        "demasiados. Nunca cambia el veredicto."
    ),
    "compara.help": (
        "El control de mazo del juez: si el mazo presentado es el registrado, la infracción y "
        "la corrección según la política de Konami."
    ),
    "plan.help": "Planes de banquillo: comprueba los cambios de cada enfrentamiento.",
    "hoja.help": "La hoja de registro del mazo en PDF, con el formato de Konami.",
    # --- simula: sample hands, quick groups, progress, --requiere (issue 13) ---
    "goldfish.requirement-precision": (
        "«{value}»: P tiene demasiadas cifras; escribe como mucho {most} decimales (0.8, 80%)"
    ),
    "simula.opt.plan": (
        "Un plan de banquillo (YAML, ver «ydkcheck plan»); con --rival, simula el mazo tras sus "
        "cambios."
    ),
    "simula.opt.rival": "El enfrentamiento del plan cuyos cambios se aplican (con --plan).",
    "simula.mv.rival": "RIVAL",
    "goldfish.plan-and-rival": (
        "--plan y --rival van juntos: el plan de banquillo y el enfrentamiento cuyos cambios se "
        "simulan"
    ),
    "goldfish.report.after-side": "Tras el banquillo contra {rival}",
    "simula.opt.requiere-compared": (
        "Sin valor exacto (con efectos, o una pregunta demasiado grande) se compara el extremo "
        "inferior del IC 95 % de Monte Carlo, no la estimación; ambos se redondean igual, a 4 "
        "decimales o a los que tenga P."
    ),
    "simula.opt.manos": (
        "Reparte N manos de ejemplo barajando como un jugador (5 cartas empezando primero, 6 "
        "con --segundo; una más por turno de --turnos), con sus cartas por tipo; --semilla "
        "las repite."
    ),
    "simula.opt.grupo": (
        "NOMBRE=carta,carta: un grupo sin archivo YAML (nombres en español o inglés, o "
        "códigos; repetible). Sin --condicion, cada grupo es la condición NOMBRE >= 1."
    ),
    "simula.opt.condicion": (
        'NOMBRE=EXPRESIÓN: una condición sobre los grupos de --grupo, p. ej. jugable="starters '
        '>= 1" (repetible).'
    ),
    "simula.mv.group": "NOMBRE=CARTAS",
    "simula.mv.condition": "NOMBRE=EXPRESIÓN",
    "goldfish.gate.exact-met": "requisito cumplido: {name} = {value} ≥ {minimum} (valor exacto)",
    "goldfish.gate.exact-failed": (
        "requisito no cumplido: {name} = {value} < {minimum} (valor exacto)"
    ),
    "goldfish.gate.sampled-met": Plural(
        "requisito cumplido: {name}: extremo inferior del IC 95 % = {value} ≥ {minimum} "
        "(Monte Carlo: {estimate} en {samples} mano)",
        "requisito cumplido: {name}: extremo inferior del IC 95 % = {value} ≥ {minimum} "
        "(Monte Carlo: {estimate} en {samples} manos)",
        count="samples",
    ),
    "goldfish.gate.sampled-failed": Plural(
        "requisito no cumplido: {name}: extremo inferior del IC 95 % = {value} < {minimum} "
        "(Monte Carlo: {estimate} en {samples} mano)",
        "requisito no cumplido: {name}: extremo inferior del IC 95 % = {value} < {minimum} "
        "(Monte Carlo: {estimate} en {samples} manos)",
        count="samples",
    ),
    "goldfish.hands.title": "Mano {number} de {total} ({cards})",
    "goldfish.hands.cards": Plural("{count} carta", "{count} cartas"),
    "goldfish.hands.other": "Otras ({count})",
    "goldfish.hands.seed": "Manos barajadas con la semilla {seed}: --semilla {seed} las repite.",
    "goldfish.too-many-hands": "--manos {value} son demasiadas: como mucho {most}",
    "goldfish.quick.needs-group": "--condicion necesita al menos un --grupo NOMBRE=carta,carta",
    "goldfish.quick.with-spec": (
        "--grupo y --condicion no se combinan con --mano: usa una cosa o la otra"
    ),
    "goldfish.quick.bad-group": "--grupo «{value}» no es NOMBRE=carta,carta",
    "goldfish.quick.bad-condition": (
        '--condicion «{value}» no es NOMBRE=EXPRESIÓN (p. ej. jugable="starters >= 1")'
    ),
    "goldfish.quick.duplicate-group": "--grupo {name} aparece dos veces: junta sus cartas en uno",
    "goldfish.quick.duplicate-condition": "--condicion {name} aparece dos veces: deja solo una",
    # --- hoja: the registration sheet (issue 13) ---
    "hoja.empty-target": "-o no puede ir vacío: da el nombre del PDF, o - para la salida estándar",
    "hoja.field-control": (
        "{option} tiene un carácter de control (un escape, un tabulador, un salto de línea), "
        "una marca de dirección o un carácter invisible (un espacio de ancho cero): la hoja no "
        "imprime ninguno, así que se leería de otro modo del que se imprime; escríbelo sin ellos"
    ),
    "hoja.field-too-long": "{option} tiene más de {most} caracteres: no cabe legible en su casilla",
    "hoja.cannot-draw": (
        "la fuente de la hoja no dibuja {characters} (datos del jugador o del evento): "
        "escríbelos con letras latinas; no se escribió la hoja"
    ),
    "hoja.read-only": (
        "el archivo es de solo lectura: elige otro con -o o dale permiso de escritura"
    ),
    "hoja.deck": "Mazo (.ydk, ydke://, lista de texto o - para la entrada estándar).",
    "hoja.archivo": (
        "El PDF que se escribe (por defecto, el nombre del mazo con .pdf en la carpeta actual; "
        "- lo escribe en la salida estándar)."
    ),
    "hoja.papel": "Tamaño del papel: {known}.",
    "hoja.jugador": (
        "Nombre del jugador: «Apellidos, Nombre», o «Nombre Apellidos» si el nombre de pila es "
        "una sola palabra."
    ),
    "hoja.id": "CARD GAME ID del jugador (Konami).",
    "hoja.pais": "País de residencia del jugador.",
    "hoja.evento": "Nombre del evento.",
    "hoja.plantilla": (
        "Rellena una copia de este PDF del formulario de Konami (cualquier edición con sus "
        "campos) en vez de dibujar la hoja."
    ),
    "hoja.template-overflow": (
        "el formulario tiene {most} filas para las cartas {group} y el mazo tiene {over} "
        "cartas distintas más: dibuja la hoja (sin --plantilla), que sí las cabe"
    ),
    "hoja.fecha-evento": (
        "Fecha del evento (AAAA-MM-DD); sin --fecha, el mazo se valida con la lista vigente "
        "ese día."
    ),
    "hoja.bad-paper": "papel desconocido «{value}» (se conocen: {known})",
    "hoja.cannot-write": "no se puede escribir la hoja: {reason}",
    "hoja.would-replace": (
        "ya existe y no es una hoja que ydkcheck escribió de este archivo de mazo, sin cambios "
        "desde entonces (un formulario rellenado o firmado después, la hoja de otro mazo): "
        "escribe la hoja en otro archivo con -o, o borra ese antes"
    ),
    "hoja.same-as-input": "la hoja se escribiría sobre el propio mazo: elige otro nombre con -o",
    "hoja.terminal": "un PDF no se escribe en la terminal: redirige la salida o usa -o ARCHIVO",
    "hoja.problem": "{severity}: {message}",
    "hoja.written": "hoja escrita en {path} ({paper})",
    "hoja.written-stdout": "hoja escrita en la salida estándar ({paper})",
    "hoja.left-out": Plural(
        "la hoja no tiene sitio para {count} carta: se indica al pie de su lista",
        "la hoja no tiene sitio para {count} cartas: se indica al pie de su lista",
    ),
    "hoja.sheet-title": "LISTA DE DECK",
    "hoja.game": "Yu-Gi-Oh! JUEGO DE CARTAS COLECCIONABLES",
    "hoja.initial": "Inicial del apellido",
    "hoja.main-total": "Total del Deck Principal",
    "hoja.first-names": "Nombre(s)",
    "hoja.last-names": "Apellido(s)",
    "hoja.card-game-id": "CARD GAME ID",
    "hoja.country": "País de residencia",
    "hoja.event": "Nombre del evento",
    "hoja.event-date": "Fecha del evento",
    "hoja.date-order": "day month year",  # orden de los campos (palabras fijas)
    "hoja.date-blank": "DD / MM / AAAA",
    "hoja.heading.monster": "Cartas de Monstruo",
    "hoja.heading.spell": "Cartas Mágicas",
    "hoja.heading.trap": "Cartas de Trampa",
    "hoja.heading.other": "Otras cartas ({count})",
    "hoja.continued": "{heading} (continúa)",
    "hoja.total.monster": "Total de Monstruos",
    "hoja.total.spell": "Total de Mágicas",
    "hoja.total.trap": "Total de Trampas",
    "hoja.total.extra": "Total del Deck Extra",
    "hoja.total.side": "Total del Side Deck",
    "hoja.column.quantity": "Cant.",
    "hoja.column.name": "Nombre de la carta",
    "hoja.more": Plural("… y {count} carta más", "… y {count} cartas más"),
    "hoja.unknown-card": "Carta desconocida ({id})",
    "hoja.judges": "SOLO PARA USO DE LOS JUECES",
    "hoja.judges.round": "Ronda",
    "hoja.judges.initials": "Iniciales",
    "hoja.judges.notes": "Notas de la revisión del mazo",
    "hoja.qr": "El mazo exacto para un móvil o ydkcheck: su URL ydke:// y su huella",
    "hoja.footer": "Hecha con ydkcheck {version} · lista {banlist} · huella {fingerprint}",
    # --- compara and plan (issues 12, 13) ---
    "plan.two-sections": (
        "rivales y matchups son la misma sección (la primera en la línea {first}): deja una"
    ),
    "compara.mv.registered": "REGISTRADO",
    "compara.mv.presented": "PRESENTADO",
    "compara.registered-arg": "El mazo registrado: .ydk, URL ydke://, lista de texto o -.",
    "compara.presented-arg": "El mazo presentado: .ydk, URL ydke://, lista de texto o -.",
    "compara.two-stdin": (
        "solo uno de los dos mazos puede leerse de la entrada estándar (-): nombra el otro"
    ),
    "compara.empty-player": (
        "--jugador está vacío: escribe el nombre del jugador, o quita --jugador para dejar un "
        "hueco que rellenar a mano"
    ),
    "compara.empty-player.unseen": (
        "--jugador tiene un carácter de control o uno que no se dibuja (un espacio de ancho "
        "cero, un guion blando): escribe el nombre del jugador sin él"
    ),
    "compara.empty-judge.unseen": (
        "--juez tiene un carácter de control o uno que no se dibuja (un espacio de ancho cero, "
        "un guion blando): escribe el nombre del juez sin él"
    ),
    "compara.empty-judge": (
        "--juez está vacío: escribe el nombre del juez, o quita --juez para dejar un hueco que "
        "rellenar a mano"
    ),
    "compara.game-before-round-1": (
        "--partida {game} es una partida después de la primera de un enfrentamiento, y antes "
        "de la Ronda 1 no hay ninguno: quita --partida, o indica la ronda"
    ),
    "compara.players-differ": (
        "Jugadores distintos: la lista es de {registered}, el mazo de {presented}; confirma de "
        "quién es cada uno"
    ),
    "compara.verified-illegal": (
        "la lista se dio por verificada, pero es ilegal (ver arriba): el control anterior no "
        "lo vio. La política mantiene una lista verificada y ajusta el mazo a ella, lo que una "
        "lista ilegal no permite; los pasos siguientes la corrigen como una lista sin "
        "verificar, si el Juez Principal así lo decide"
    ),
    "compara.registered": "Registrado: {source}",
    "compara.presented": "Presentado: {source}",
    "compara.deck-line": "{counts} · huella {print}",
    "compara.read-only": Plural(
        "(de las cartas leídas: {count} línea sin leer no está en ninguna de las dos)",
        "(de las cartas leídas: {count} líneas sin leer no están en ninguna de las dos)",
    ),
    "compara.line": "línea {line}: ",
    "compara.unknown-card": "carta desconocida",
    "compara.differences": "Diferencias (registrado → presentado):",
    "compara.artworks": "Misma carta con otra ilustración o código (no es una diferencia):",
    "compara.artwork-registered": "registrada: {copies}",
    "compara.artwork-presented": "presentada: {copies}",
    "compara.simulator-code": "código de simulador: el texto de antes de su errata",
    "compara.same": "✔ MISMO MAZO",
    "compara.differ": Plural("✘ DISTINTO: {count} diferencia", "✘ DISTINTO: {count} diferencias"),
    "compara.differ-apart": Plural(
        "✘ DISTINTO: {count} diferencia aparte de los cambios de banquillo",
        "✘ DISTINTO: {count} diferencias aparte de los cambios de banquillo",
    ),
    "compara.sided": Plural(
        "✔ EL MAZO REGISTRADO, CON BANQUILLO: {count} carta del Side Deck cambiada",
        "✔ EL MAZO REGISTRADO, CON BANQUILLO: {count} cartas del Side Deck cambiadas",
    ),
    "compara.unconfirmed": Plural(
        "✘ SIN CONFIRMAR: {count} línea por confirmar (ver arriba)",
        "✘ SIN CONFIRMAR: {count} líneas por confirmar (ver arriba)",
    ),
    "compara.unconfirmed.unsettled": Plural(
        "✘ SIN CONFIRMAR: la lista no dice qué carta pone en {count} línea (ver arriba)",
        "✘ SIN CONFIRMAR: la lista no dice qué cartas pone en {count} líneas (ver arriba)",
    ),
    "compara.unconfirmed.unsettled-too": Plural(
        "; ni dice la lista qué carta pone en {count} línea más",
        "; ni dice la lista qué cartas pone en {count} líneas más",
    ),
    # --- compara: the list in force, the list's names, the policy's ruling (issue 22) ---
    "compara.opt.huella": (
        "Comparar el mazo presentado con la huella registrada en lugar de con un mazo "
        "registrado: se nombra solo el mazo presentado."
    ),
    "compara.opt.ronda": "La ronda del control; 0: antes de la Ronda 1 (se corrige sin sanción).",
    "compara.opt.verificada": (
        "Un control de mazo anterior verificó la lista: ya no puede cambiar."
    ),
    "compara.opt.sin-presentar": (
        "El mazo aún no se había presentado al rival para barajar (cartas del Side Deck en el "
        "mazo: leve)."
    ),
    "compara.opt.partida": (
        "La partida del enfrentamiento para la que se controla el mazo: 1, tal como se "
        "registró (si no se indica); 2 o 3, entre partidas, con cartas del Side Deck cambiadas "
        "una por una."
    ),
    "compara.opt.jugador": "El nombre completo del jugador, para la hoja de resultados.",
    "compara.opt.juez": "El nombre completo del juez, para la hoja de resultados.",
    "compara.mv.print": "HUELLA",
    "compara.mv.round": "N",
    "compara.mv.name": "NOMBRE",
    "compara.print-and-two": (
        "con --huella se nombra solo el mazo presentado: quita el registrado"
    ),
    "compara.no-presented": (
        "falta el mazo presentado: «compara REGISTRADO PRESENTADO» o «compara --huella HUELLA "
        "PRESENTADO»"
    ),
    "compara.bad-print": (
        "«{value}» no es una huella completa de esta versión de ydkcheck ({expected} caracteres "
        "sin guiones ni espacios, y tiene {found}): cópiala entera del registro"
    ),
    "compara.print-character": (
        "«{value}» no es una huella: su carácter {position}, «{char}» ({code}), no es de los que "
        "tiene una huella (cifras y letras de la A a la Z salvo la U, mayúsculas o minúsculas, "
        "con guiones o espacios entre ellas): vuelve a copiar la huella del registro, o "
        "escribe de nuevo ese carácter"
    ),
    "compara.list": "Lista: {name} ({id})",
    "compara.recorded": "Huella registrada: {print}",
    "compara.same-print": "✔ MISMO MAZO: lleva la huella registrada",
    "compara.other-print": "✘ DISTINTO: no lleva la huella registrada",
    "compara.legal-registered": "registrado ✔ legal",
    "compara.legal-presented": "presentado ✔ legal",
    "compara.illegal-registered": Plural(
        "registrado ✘ ilegal ({count} error)", "registrado ✘ ilegal ({count} errores)"
    ),
    "compara.illegal-presented": Plural(
        "presentado ✘ ilegal ({count} error)", "presentado ✘ ilegal ({count} errores)"
    ),
    "compara.unknown-passcode": "carta desconocida ({id})",
    "compara.line-one": "línea {lines}",
    "compara.line-many": "líneas {lines}",
    "compara.line-one.deck": "línea {lines} del mazo presentado",
    "compara.line-many.deck": "líneas {lines} del mazo presentado",
    "compara.line-one.list": "línea {lines} de la lista",
    "compara.line-many.list": "líneas {lines} de la lista",
    "compara.lines-above": "ver arriba",
    "compara.names": "Nombres de la lista que no son el nombre de una carta:",
    "compara.name-shorthand": (
        "línea {line}: «{written}» se lee como {card}, la única carta a la que corresponde"
    ),
    "compara.name-ambiguous": "línea {line}: «{written}» es ambiguo, vale para {cards}",
    "compara.name-more": Plural("y {count} más", "y {count} más"),
    "compara.name-played": "(se jugó {card})",
    "compara.name-unsettled": "(el mazo no muestra cuál: la lista no dice qué carta es)",
    "compara.pre-errata": "Nombres que también nombran un código de simulador de otro texto:",
    "compara.pre-errata.settled": (
        "{lines}: {card}, escrita por su nombre solo, que también nombra {simulator}, su "
        "texto de antes de su errata; el mazo juega {copies} × {id}, que la lista no juzga "
        "aparte de la carta: se lee como se jugó"
    ),
    "compara.pre-errata.apart": (
        "{lines}: el registro es ambiguo entre dos cartas que la lista trata distinto: "
        "{card} ({allowed}), escrita por su nombre solo, que también nombra {simulator}, su "
        "texto de antes de su errata ({allowed_simulator}); el mazo juega {copies} × {id}: "
        "el nombre no puede decir cuál, y la diferencia queda"
    ),
    "compara.pre-errata.allowed": Plural("{count} copia permitida", "{count} copias permitidas"),
    "compara.policy": "Política: {policy} · {category}, págs. {pages}",
    "compara.round-unknown": (
        "Ronda sin indicar: se juzga como una ronda empezada (--ronda 0 antes de la Ronda 1)"
    ),
    "compara.round-0": "Antes de la Ronda 1",
    "compara.round": "Ronda {round}",
    "compara.verified": "lista verificada en un control anterior",
    "compara.not-presented": "mazo aún no presentado al rival",
    "compara.game": "partida {game} del enfrentamiento",
    "compara.game-unknown": (
        "partida sin indicar: se juzga como la primera de un enfrentamiento, el mazo tal como se "
        "registró (--partida 2 o 3 para un control entre partidas)"
    ),
    "compara.presented-taken": (
        "mazo tomado como presentado al rival (--sin-presentar si no lo estaba)"
    ),
    "compara.findings": "Hallazgos:",
    "compara.every-rule": (
        "La comprobación de mazo juzga con todas las reglas: la configuración apaga {rules}, "
        "pero la política de Konami no deja apagar ninguna"
    ),
    "compara.finding.presented-unread": Plural(
        "el mazo presentado tiene {count} línea que ydkcheck no pudo leer tal como está "
        "escrita ({lines}): no se puede juzgar (el porqué, arriba, en su línea)",
        "el mazo presentado tiene {count} líneas que ydkcheck no pudo leer tal como están "
        "escritas ({lines}): no se puede juzgar (el porqué, arriba, en cada línea)",
    ),
    "compara.finding.list-unclear": Plural(
        "la lista tiene {count} línea por confirmar con el jugador ({lines}): ydkcheck no puede "
        "estar seguro de lo que dice (el porqué, arriba, en su línea)",
        "la lista tiene {count} líneas por confirmar con el jugador ({lines}): ydkcheck no puede "
        "estar seguro de lo que dicen (el porqué, arriba, en cada línea)",
    ),
    "compara.finding.list-unknown-card": Plural(
        "la lista tiene {count} código que los datos de cartas no conocen ({lines}): qué carta "
        "es, y si es legal, ydkcheck no lo sabe; actualiza los datos («ydkcheck actualiza») o "
        "confirma la carta con el jugador",
        "la lista tiene {count} códigos que los datos de cartas no conocen ({lines}): qué "
        "cartas son, y si son legales, ydkcheck no lo sabe; actualiza los datos («ydkcheck "
        "actualiza») o confirma las cartas con el jugador",
    ),
    "compara.finding.ambiguous-name": (
        "un nombre ambiguo en la lista, «{written}» (línea {lines}): vale para más de una carta"
    ),
    "compara.finding.ambiguous-name.unsettled": (
        "un nombre ambiguo en la lista, «{written}» (línea {lines}): vale para más de una "
        "carta y el mazo no muestra cuál: la lista no dice qué carta es"
    ),
    "compara.finding.wrong-card": (
        "la lista nombra {listed} en el {section}, pero se juega {played}"
    ),
    "compara.finding.wrong-card-misplaced": (
        "la lista pone {card} en el {section}, donde no puede jugarse, y el mazo no la lleva"
    ),
    "compara.finding.artwork": Plural(
        "{count} carta con otra ilustración: no es una infracción",
        "{count} cartas con otra ilustración: no es una infracción",
    ),
    "compara.finding.sided": (
        "cartas del Side Deck cambiadas entre partidas ({cards}), con el mismo número de cartas "
        "en el Side Deck: permitido, no es una infracción"
    ),
    "compara.finding.sided.count-changed": (
        "cartas del Side Deck cambiadas entre partidas una por una ({cards}): permitido, no es "
        "una infracción; pero el Side Deck no tiene el mismo número de cartas (lista {listed}, "
        "mazo {presented})"
    ),
    "compara.finding.side-in-main": (
        "cartas del Side Deck en el mazo, de un cambio de banquillo sin deshacer ({cards}), "
        "vistas después de presentarlo al rival"
    ),
    "compara.finding.side-in-main-not-presented": (
        "cartas del Side Deck en el mazo, de un cambio de banquillo sin deshacer ({cards}), "
        "vistas antes de presentarlo al rival: se restaura en {minutes} minutos"
    ),
    "compara.finding.deck-differs": Plural(
        "el mazo no coincide con la lista: {count} diferencia",
        "el mazo no coincide con la lista: {count} diferencias",
    ),
    "compara.finding.deck-differs.cards": "el mazo no coincide con la lista: {cards}",
    "compara.finding.deck-differs.cards.apart": (
        "aparte de los cambios de banquillo, el mazo no coincide con la lista: {cards}"
    ),
    "compara.finding.deck-differs.cards.unsorted": (
        "el mazo no coincide con la lista, y no se puede distinguir cuáles de estos cambios son "
        "de banquillo entre partidas y cuáles no: {cards}"
    ),
    "compara.copies-more": "{copies} × {card} de más",
    "compara.copies-fewer": "{copies} × {card} de menos",
    "compara.finding.deck-illegal": "el mazo presentado es ilegal",
    "compara.finding.deck-illegal.cards": (
        "el mazo presentado es ilegal y no coincide con la lista: {cards}"
    ),
    "compara.finding.deck-illegal.cards.apart": (
        "el mazo presentado es ilegal y, aparte de los cambios de banquillo, no coincide con la "
        "lista: {cards}"
    ),
    "compara.finding.deck-illegal.cards.unsorted": (
        "el mazo presentado es ilegal y no coincide con la lista, y no se puede distinguir "
        "cuáles de estos cambios son de banquillo entre partidas y cuáles no: {cards}"
    ),
    "compara.finding.swaps-unsorted": (
        "no se puede distinguir cuáles de los cambios del mazo son de banquillo entre partidas "
        "y cuáles no (todas las diferencias, arriba)"
    ),
    "compara.finding.list-illegal": "la lista registrada es ilegal",
    "compara.finding.both-illegal": "la lista registrada y el mazo presentado son ilegales",
    "compara.finding.not-recorded-deck": (
        "el mazo no es el de la huella registrada: compáralo con la lista para saber qué cambia"
    ),
    "compara.infraction": "Infracción: {name}",
    "compara.infraction-none": "Infracción: ninguna",
    "compara.infraction-at-least": (
        "Infracción: al menos {name}; se determina al completar la comprobación"
    ),
    "compara.infraction-undetermined": (
        "Infracción: por determinar hasta completar la comprobación (ver la corrección)"
    ),
    "compara.infraction-before-round-1": (
        "Infracción: {name}, vista antes de la Ronda 1: el Juez Principal puede corregirla sin "
        "sanción, a su criterio (si el jugador la comunicó antes del torneo: la leve, una "
        "advertencia)"
    ),
    "compara.penalty": "Sanción: {name}",
    "compara.penalty-none": "Sanción: ninguna",
    "compara.penalty-undetermined": "Sanción: por determinar",
    "compara.penalty-before-round-1": (
        "Sanción: ninguna si el Juez Principal la corrige así; si no, {name}"
    ),
    "compara.fix": "Corrección (págs. {pages}):",
    "compara.fix-none": "Corrección: ninguna",
    "compara.next": "Para completar la comprobación:",
    "compara.step.remove": "Salen del {section}: {cards}{where}",
    "compara.step.add": "Entran en el {section}, de las cartas del jugador: {cards}{where}",
    "compara.step.strike": "Se tacha de la lista, en el {section}: {cards}{where}",
    "compara.step.move": "Pasan del {source} al {section}: {cards}",
    "compara.step.rename": "En la lista, «{written}» se corrige a {card}, la carta jugada",
    "compara.step.side-in": Plural(
        "Entra en el Deck Principal {count} carta del Side Deck, solo las necesarias, a "
        "elección del jugador entre: {choices}; el Side Deck no se repone",
        "Entran en el Deck Principal {count} cartas del Side Deck, solo las necesarias, a "
        "elección del jugador entre: {choices}; el Side Deck no se repone",
    ),
    "compara.step.side-in-lacking": Plural(
        "Si al jugador le faltan esas cartas: entra en el Deck Principal {count} carta del Side "
        "Deck, solo las necesarias, a su elección entre: {choices}; el Side Deck no se repone",
        "Si al jugador le faltan esas cartas: entran en el Deck Principal {count} cartas del "
        "Side Deck, solo las necesarias, a su elección entre: {choices}; el Side Deck no se "
        "repone",
    ),
    "compara.step.nothing-in": "No entra ninguna carta del Side Deck: el mazo ya es legal",
    "compara.step.nothing-in-lacking": (
        "Si al jugador le faltan esas cartas: no entra ninguna del Side Deck, el Deck Principal "
        "es legal sin ellas"
    ),
    "compara.step.list": "La lista queda: {counts}",
    "compara.step.list-lacking": "Si al jugador le faltan esas cartas, la lista queda: {counts}",
    "compara.step.list-change": "{section}: {card} {before} → {after}{where}",
    "compara.step.list-side-in": Plural(
        "y {count} carta del Side Deck pasa al Deck Principal, la que elija el jugador",
        "y {count} cartas del Side Deck pasan al Deck Principal, las que elija el jugador",
    ),
    "compara.step.drop": "El jugador queda fuera del torneo (drop)",
    "compara.step.drop-lacking": (
        "Si al jugador le faltan esas cartas, queda fuera del torneo (drop)"
    ),
    "compara.step.confirm": (
        "Confirmar con el jugador lo que dice la lista ({lines}), corregirla y volver a comprobar"
    ),
    "compara.step.unsettled": (
        "La lista no dice qué carta es «{written}» ({lines}): vale para más de una y el mazo "
        "no muestra cuál. Preguntar al jugador qué carta quiso escribir (la respuesta no "
        "cambia la infracción), corregir la lista y volver a comprobar"
    ),
    "compara.step.reread": (
        "Volver a pasar el mazo presentado como se ve en la mesa ({lines}), con sus "
        "encabezados Deck Principal, Extra y Side; si una carta es más nueva que los datos de "
        "cartas, actualizarlos («ydkcheck actualiza»); y volver a comprobar"
    ),
    "compara.step.resolve": "Lo decide el Juez Principal: {problem}",
    "compara.step.resolve-then-list": (
        "Lo decide el Juez Principal: {problem}; después la lista se corrige al mazo tal como quede"
    ),
    "compara.step.keep-list": "La lista no cambia: la verificó un control de mazo anterior",
    "compara.step.compare-with-list": (
        "Solo hay una huella: compara el mazo con la lista registrada («ydkcheck compara LISTA "
        "MAZO») para saber qué se corrige"
    ),
    "compara.slip": "Hoja de resultados (pág. {page}): {line}",
    "compara.slip.player": "[jugador]",
    "compara.slip.judge": "[juez]",
    "plan.deck-arg": "El mazo: .ydk, URL ydke://, lista de texto o -.",
    "plan.plan-arg": "El plan de banquillo (YAML): rivales, y qué entra y sale contra cada uno.",
    "plan.missing": "no existe el plan de banquillo: revisa la ruta",
    "plan.yaml": "YAML no válido: {problem}",
    "plan.not-mapping": (
        "un plan de banquillo es un mapa: «rivales:» y, debajo, cada rival con entran y salen"
    ),
    "plan.not-mapping-here": "aquí se esperaba un mapa (nombre: valor)",
    "plan.bad-key": "clave no válida: usa un nombre de texto",
    "plan.duplicate-key": "«{key}» aparece dos veces (la primera en la línea {first}): deja una",
    "plan.unknown-key": "clave desconocida «{entry}»: el plan lleva «rivales» (o «matchups»)",
    "plan.no-matchups": "el plan no tiene ningún rival: escríbelos bajo «rivales:»",
    "plan.too-many-matchups": "más de {most} rivales: esto no es un plan de banquillo",
    "plan.too-many-cards": "más de {most} cartas en el plan: esto no es un plan de banquillo",
    "plan.long-name": "un nombre de más de {most} caracteres: ninguna carta se llama así",
    "plan.unknown-swap-key": (
        "clave desconocida «{entry}» en el rival «{name}»: usa entran (in) y salen (out)"
    ),
    "plan.bad-card": "se esperaba el nombre o el código de una carta",
    "plan.bad-copies": "se esperaba un número de copias, de 1 a {most}",
    "plan.unknown-rival": "el plan no tiene el rival «{rival}»; tiene: {known}",
    "plan.invalid-matchup": Plural(
        "el rival «{rival}» del plan tiene {count} problema: «ydkcheck plan» lo explica",
        "el rival «{rival}» del plan tiene {count} problemas: «ydkcheck plan» los explica",
    ),
    "plan.not-in-side": Plural(
        "{name}: entra {count} copia y el Side Deck tiene {available}",
        "{name}: entran {count} copias y el Side Deck tiene {available}",
    ),
    "plan.not-in-deck": Plural(
        "{name}: sale {count} copia y el Deck Principal y el Extra tienen {available}",
        "{name}: salen {count} copias y el Deck Principal y el Extra tienen {available}",
    ),
    "plan.unbalanced": (
        "{cards_in} y {cards_out}: han de ser las mismas, el Side Deck no cambia de tamaño"
    ),
    "plan.count-in": Plural("entra {count} carta", "entran {count} cartas"),
    "plan.count-out": Plural("sale {count}", "salen {count}"),
    "plan.deck": "Mazo:  {source}",
    "plan.deck-line": "{counts} · huella {print}",
    "plan.plan": "Plan:  {path}",
    "plan.list": "Lista: {name} ({id})",
    "plan.matchup": "{name} (línea {line}): {verdict}",
    "plan.valid": "✔ VÁLIDO",
    "plan.invalid": Plural("✘ NO VÁLIDO, {count} problema", "✘ NO VÁLIDO, {count} problemas"),
    "plan.in": "entran:",
    "plan.out": "salen:",
    "plan.nothing": "nada",
    "plan.after": "queda:",
    "plan.line": "línea {line}: ",
    "plan.summary": "{matchups}: {valid}, {invalid}",
    "plan.summary.matchups": Plural("{count} rival", "{count} rivales"),
    "plan.summary.valid": Plural("{count} válido", "{count} válidos"),
    "plan.summary.invalid": Plural("{count} no válido", "{count} no válidos"),
    "plan.summary.deck-invalid": "; el mazo sin cambios no es válido",
    "plan.deck-invalid": Plural(
        "✘ el mazo, sin cambios, NO ES VÁLIDO: {count} problema",
        "✘ el mazo, sin cambios, NO ES VÁLIDO: {count} problemas",
    ),
    # --- organiser outputs of valida: resumen, csv, html, duplicates (issue 12) ---
    "opt.solo-ilegales": (
        "Muestra solo los mazos con errores, en cualquier salida (el resumen de stderr los cuenta "
        "todos)."
    ),
    "report.line": "línea {line}",
    "report.player": "Jugador: «{player}»",
    "summary.player": "«{player}»",
    "report.fingerprint": "huella {fingerprint}",
    "report.repeats": "= mismo mazo que {source}",
    "report.duplicate": "mismo mazo en {files} (huella {fingerprint}): {sources}",
    "report.duplicate.files": Plural("{count} archivo", "{count} archivos"),
    "report.github-duplicate": "ydkcheck (mazo repetido)",
    "report.github-config": "ydkcheck (configuración)",
    "report.github-warning": "ydkcheck (toda la ejecución)",
    "report.junit-failure": Plural(
        "{count} error: {first}", "{count} errores; el primero: {first}"
    ),
    "report.junit-sheet-edited": Plural(
        "la hoja puede imprimir otro mazo que el que lleva ({count} diferencia): no vale como "
        "lista hasta aclararlo; {first}",
        "la hoja puede imprimir otro mazo que el que lleva ({count} diferencias): no vale "
        "como lista hasta aclararlo; la primera: {first}",
    ),
    "summary.column.file": "Archivo",
    "summary.column.player": "Jugador",
    "summary.column.verdict": "Veredicto",
    "summary.column.counts": "P/E/S",
    "summary.column.errors": "Err",
    "summary.column.warnings": "Av",
    "summary.column.fingerprint": "Huella",
    "summary.legal": "legal",
    "summary.illegal": "ILEGAL",
    "summary.sheet-edited": "EDITADA",  # una hoja cuyo papel puede imprimir otro mazo
    "summary.unread": "ilegible",
    "summary.unreadable": "ilegible: {reason}",
    "summary.repeated": "{mark} mismo mazo que un archivo anterior; los mazos repetidos:",
    "csv.column.main": "Principal",
    "csv.column.extra": "Extra",
    "csv.column.side": "Side",
    "csv.column.errors": "Errores",
    "csv.column.warnings": "Avisos",
    "csv.column.repeats": "Mismo mazo que",
    "html.title": "Informe de mazos",
    "html.only-illegal": "Solo ilegales",
    "html.no-problems": "Sin problemas.",
    "html.skipped": "Archivos omitidos, y por qué",
    "html.repeated": "Mazos repetidos",
    "html.repeated-count": Plural(
        "{count} mazo en varios archivos", "{count} mazos en varios archivos"
    ),
    "html.generated": "Generado por ydkcheck {version}.",
}
