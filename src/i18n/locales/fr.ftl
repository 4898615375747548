# Trailpad — français. Termes du livret de règles français.

## Terrains
terrain-desert = désert
terrain-forest = forêt
terrain-mountain = montagne
terrain-water = eau

## Cartes Terrain
card-desert = Désert
card-forest = Forêt
card-mountain = Montagne
card-water = Eau
card-any = Terrain au choix
card-any-short = Au choix

## Curiosités
sight-obelisk = obélisque
sight-book = livre
sight-toucan = toucan
sight-yeti = yéti
sight-sea-monster = monstre marin

## Îles
sheet-isla-petit = Isla Petit
sheet-isla-grande = Isla Grande

## Parties enregistrées (écran d'accueil)
games-heading = Parties en cours
games-none = Aucune partie en cours.
games-line = { $island } · { $players } · { $table ->
    [1] en solo
   *[other] { $table } joueurs
} · manche { $round }, tour { $turn }
games-last-change = dernière modification : { $when }
games-resume = Reprendre
games-resume-label = Reprendre { $game }
games-delete = Supprimer…
games-delete-label = Supprimer { $game }
games-delete-confirm = Supprimer définitivement cette partie ? C'est irréversible.
games-delete-yes = La supprimer
games-delete-yes-label = Oui, supprimer { $game }
games-delete-no = La garder
games-deleted = La partie a été supprimée.
games-delete-failed = La partie n'a pas pu être supprimée : { $reason }
games-history = Historique et statistiques
games-import = Importer une partie…
games-resumed = La partie est de retour, exactement où elle s'était arrêtée.
games-new = Nouvelle partie sur { $island }. Bonne chance !
games-new-any = Nouvelle partie de { $game }. Bonne chance !
games-save-failed = Impossible d'enregistrer la partie dans { $path } : { $reason }. Elle reste ouverte ici ; la prochaine modification réessaiera.
games-served-elsewhere = Cette partie se joue sur une table Trailpad ({ $holder }). Jouez-la sur les téléphones, ou arrêtez cette table (Ctrl+C là où elle tourne) et reprenez-la ici. Rien n'a été modifié.
games-served-save = elle se joue maintenant sur une table Trailpad ({ $holder }), dont les coups seraient perdus si l'application écrivait par-dessus ; arrêtez cette table pour enregistrer ici
table-holder = processus { $pid } sur { $host }, depuis le { $since } UTC
table-holder-unknown = on ne sait pas qui la fait tourner
games-archive-failed = La partie terminée n'a pas pu être déplacée dans l'historique : { $reason }
games-legacy-failed = La partie enregistrée par une version précédente n'a pas pu être ajoutée à la liste : { $reason }
games-damaged-left = { $file } est inutilisable ({ $reason }) ; il a été laissé à sa place
damage-unreadable = illisible : { $detail }
damage-not-text = n'est pas du texte (UTF-8)
damage-empty = est vide
damage-bad-record = enregistrement inutilisable : { $detail }
damage-not-archived = terminée, mais impossible de la déplacer dans l'historique : { $detail }
wizard-no-petit = Isla Petit manque dans cette version
when-just-now = à l'instant
when-minutes = { $n ->
    [one] il y a 1 minute
   *[other] il y a { $n } minutes
}
when-hours = { $n ->
    [one] il y a 1 heure
   *[other] il y a { $n } heures
}
when-days = { $n ->
    [one] hier
   *[other] il y a { $n } jours
}
when-unknown = inconnue

## Historique
history-heading = Historique
history-back = Retour
history-empty = Aucune partie terminée pour l'instant. Les parties terminées apparaissent ici.
history-just-played = partie qui vient de se terminer, toujours ouverte
history-open = Ouvrir
history-open-label = Ouvrir { $game }
history-player-total = { $name } { $total }
games-line-any = { $game } · { $scores }
history-solo = partie en solo
history-winner = { $count ->
    [one] vainqueur : { $names }
   *[other] victoire partagée : { $names }
}
history-special-bonus = Bonus spécial
stats-heading = Statistiques
stats-none = Les statistiques apparaissent après la première partie terminée.
stats-games-per-island = Parties jouées par île
stats-island-games = { $island } : { $count ->
    [one] 1 partie
   *[other] { $count } parties
}
stats-players = Totaux par joueur et par île
stats-name = Joueur
stats-island = Île
stats-games = Parties
stats-best = Meilleur
stats-average = Moyenne
stats-wins = Victoires
stats-player-line = { $name } sur { $island } : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, meilleur { $best }, moyenne { $average }, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}
stats-solo-titles = Titres obtenus en solo
stats-solo-title = { $island } : { $name }, { $total } — « { $title } »
viewer-back = Retour à l'historique
viewer-title = Partie terminée sur { $island } (lecture seule)
viewer-sheet-of = Feuille de { $name }
viewer-tab = feuille { $name }
viewer-all-scores = Tous les scores

## Fichiers : export et import
menu-game = Partie
menu-new = Nouvelle partie ou partie enregistrée…
menu-history = Historique et statistiques…
menu-export-record = Exporter la partie…
menu-export-png = Exporter la feuille en PNG…
menu-import = Importer une partie…
file-export-record = Exporter l'enregistrement de la partie
file-export-png = Exporter la feuille en image
file-import = Importer un enregistrement de partie
file-path = Fichier
file-browse = Parcourir…
file-browse-hint = Ouvrir le sélecteur de fichiers du système
file-browse-none = Aucun fichier choisi dans le sélecteur du système. Vous pouvez saisir le chemin ici.
file-error-label = erreur : { $text }
io-not-found = ce fichier n'existe pas
io-permission-denied = accès refusé
io-is-a-folder = c'est un dossier, pas un fichier
io-not-a-folder = une partie du chemin n'est pas un dossier
io-disk-full = le disque est plein
io-read-only = le disque est en lecture seule
export-png-failed = La feuille n'a pas pu être dessinée en image : { $reason }
file-save = Enregistrer
file-replace = Remplacer
file-open = Importer
file-cancel = Annuler
file-records-here = Parties enregistrées dans { $folder } :
file-choose-name = Saisissez un nom de fichier.
file-exists = { $path } existe déjà. Appuyez sur « Remplacer » pour l'écraser.
file-write-failed = Impossible d'écrire { $path } : { $reason }
file-no-folder = Le dossier { $folder } n'existe pas. Choisissez un dossier existant (aucun n'est créé).
file-saved = Enregistré dans { $path }
import-failed = { $path } ne peut pas être importé : { $reason }. Rien n'a été modifié.
import-too-big = le fichier est bien trop gros pour être un enregistrement de partie
import-not-text = le fichier n'est pas du texte (UTF-8)
import-not-a-file = ce n'est pas un fichier ordinaire (c'est un périphérique ou un tube)
import-unknown-island = la partie se joue sur l'île « { $island } », qui n'est pas installée
import-keep-failed = La partie est ouverte, mais n'a pas pu être conservée dans le dossier de données : { $reason }
import-done = Partie importée.
import-already-here = Cette partie était déjà là ; elle est maintenant ouverte.

## Réglages
settings-menu = Réglages
settings-language = Langue
settings-theme = Thème
theme-system = Comme le système
theme-light = Clair
theme-dark = Sombre
settings-damaged = Le fichier de réglages est illisible ({ $reason }) ; il est conservé sous { $moved } et les réglages par défaut sont utilisés.
lock-in-use-title = Trailpad est déjà ouvert
lock-in-use = Une autre fenêtre de Trailpad utilise le dossier de données { $folder }. Deux fenêtres écraseraient mutuellement leurs coups : celle-ci ne touche à rien. Passez à l'autre fenêtre et fermez celle-ci.
lock-close = Fermer cette fenêtre
lock-failed = Le dossier de données n'a pas pu être verrouillé ({ $reason }) : n'ouvrez pas Trailpad deux fois dessus.

## La feuille exportée en image
export-result = { $total ->
    [one] { $total } point
   *[other] { $total } points
}
export-winner = vainqueur
export-shared-victory = victoire partagée
export-progress = manche { $round } sur { $rounds } · tour { $turn } sur { $turns }

## La feuille de score
box-sights = Score des Curiosités
box-villages = Score des Villages
box-bonus = Score des Bonus
box-final = Score Final
final-round = { $round ->
    [1] I
    [2] II
    [3] III
   *[other] { $round }
}
final-villages = Villages
final-bonus = Bonus
final-total = Total
mayor = Maire
blue-card = carte Bonus Bleue { $letter }–{ $letter }
red-card = carte Bonus Rouge { $sight }

## Où en est-on
status-line = { $sheet } · Manche { $round } sur { $rounds } · tour { $turn } sur { $turns } · { $left ->
    [one] { $left } carte dans la pioche
   *[other] { $left } cartes dans la pioche
}
status-game-over = { $sheet } · la partie est terminée après { $rounds } manches

## Ce qui vient de se passer
event-sight-circled = { $sight } relié : { $points } entouré
event-sight-circled-bonus = { $sight } relié : { $points } entouré, et un segment bonus à tracer
event-pair-connected = villages { $letter }–{ $letter } reliés : { $points } entouré
event-sights-linked = deux curiosités { $sight } reliées
event-card-won = { $player } gagne la { $card } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})
event-card-discarded = la { $card } est défaussée
event-round-ended = fin de la manche { $round } : curiosités comptées
event-solo-reshuffle = mélangez les cartes Bonus Bleues restantes : deux restent en jeu
event-game-over = la partie est terminée

## Pourquoi une action est refusée
refusal-game-over = la partie est terminée
refusal-turn-not-finished = les cartes de ce tour ({ $c1 } et { $c2 }) sont révélées ; { $waiting } { $count ->
    [one] doit
   *[other] doivent
} d'abord finir
refusal-no-cards = aucune carte Terrain n'est encore révélée
refusal-solo-reshuffle-due = il faut d'abord mélanger les cartes Bonus Bleues (partie à 1 joueur)
refusal-no-solo-reshuffle = aucun mélange des cartes Bonus n'est prévu maintenant
refusal-solo-reshuffle-count = mélange : { $expected } carte(s) Bonus restent, pas { $found }
refusal-solo-reshuffle-twice = mélange : la carte { $letter } est citée deux fois
refusal-not-app-deck = la pioche de l'application montre { $n1 } et { $n2 }, pas { $c1 } et { $c2 }
refusal-unknown-seat = aucune feuille de cet appareil n'appartient à la place { $seat }
refusal-unknown-hex = la case { $hex } n'est pas sur la carte
refusal-not-neighbours = { $player } ne peut pas tracer de segment entre { $from } et { $to } : ces cases ne se touchent pas
refusal-already-drawn = { $player } a déjà tracé le segment entre { $from } et { $to }
refusal-terrain-mismatch = { $player } ne peut pas tracer de segment entre { $from } et { $to } : ces cases sont { $t1 } et { $t2 }, mais les cartes sont { $c1 } et { $c2 }
refusal-already-drew = { $player } a déjà tracé le segment de ce tour
refusal-already-passed = { $player } a déjà passé ce tour
refusal-no-bonus-owed = { $player } n'a pas de segment bonus à tracer
refusal-pass-with-legal-trail = { $player } ne peut pas passer : { $count ->
    [one] 1 segment correspond
   *[other] { $count } segments correspondent
} à { $c1 } et { $c2 }
refusal-card-not-on-table = la { $card } n'est pas sur la table
refusal-nobody-else = toutes les feuilles de cette table sont sur cet appareil : personne d'autre n'a pu prendre la { $card }
refusal-already-marked = la { $card } est déjà marquée comme prise ce tour
refusal-sheet-kept-here = la feuille de { $player } est tenue ici : ses cartes viennent avec ses segments
refusal-no-blue-card = aucune carte Bonus Bleue { $letter } n'est sur la table
names-nobody = personne
names-and = { $first } et { $last }

## Récompenses de la partie à 1 joueur (tableau du livret)
solo-title-1 = Vous valez mieux qu'un yéti
solo-title-2 = Un jour de repos à la plage
solo-title-3 = Un dîner chez le Maire
solo-title-4 = Votre nom sera gravé sur un Obélisque
solo-title-5 = Les Monstres Marins sont sous le choc
solo-title-6 = Vous êtes trop bon pour Tucana
solo-title-quoted = « { $title } »
solo-title-label = récompense { $title }

## Barre d'outils
toolbar-undo = Annuler
toolbar-undo-keys = Ctrl+Z
toolbar-redo = Rétablir
toolbar-redo-keys = Ctrl+Maj+Z
toolbar-fit = Ajuster
toolbar-fit-hint = Voir toute l'île
toolbar-zoom-in = Zoom avant
toolbar-zoom-in-hint = Zoom avant (Ctrl+molette)
toolbar-zoom-out = Zoom arrière
toolbar-map = Carte
toolbar-all-scores = Tous les scores

## Feuilles et ligne de message
sheet-of = Feuille de score : { $name }
tab-done = { $name } (a joué)
tab-label = feuille { $name } { $state ->
    [done] a joué
    [play] à jouer
   *[waiting] en attente
}
status-label = message : { $text }
play-game-over = La partie est terminée.
play-show-final-scores = Voir les scores finaux

## Ce que la ligne de message dit d'une action
first-card = Première carte : { $card }. Entrez maintenant la seconde.
first-card-cleared = Première carte effacée
undone = Annulé : { $what }
redone = Rétabli : { $what }
nothing-to-undo = Rien à annuler
nothing-to-redo = Rien à rétablir
seat-number = place { $seat }
did-trail = { $player } a tracé un segment entre { $from } et { $to }
did-bonus-trail = { $player } a tracé un segment bonus entre { $from } et { $to }
did-pass = { $player } ne trace rien ce tour
did-reveal = cartes révélées : { $c1 } et { $c2 }
did-taken-elsewhere = { $card } prise à la table
did-taken-by = { $card } prise à la table par { $player }
did-solo-reshuffle = mélange (partie à 1 joueur) : restent { $kept }
announce-player = { $player } : { $text }

## La feuille de score
pad-sights-now = Curiosités entourées jusqu'ici : { $points }
pad-sights-now-label = { $name } curiosités jusqu'ici { $points }
pad-sight-value = { $name } { $sight } { $points }{ $plus } { $state ->
    [circled] entouré
   *[open] libre
}
pad-village-value = { $name } villages { $letter } { $points } { $state ->
    [circled] entouré
   *[open] libre
}
pad-bonus-red = rouge
pad-bonus-field = { $name } bonus { $which } { $won }
pad-empty = vide
final-sights-line = Curiosités { $roman }
final-round-value = { $name } manche { $roman } { $value }
final-round-unwritten = { $name } manche { $roman } pas encore notée
final-villages-value = { $name } villages { $value }
final-bonus-value = { $name } bonus { $value }
final-total-value = { $name } total { $value }

## Les cartes Terrain
cards-revealed = Cartes :
card-chip-revealed = carte révélée { $card }
card-chip-first = première carte { $card }
cards-reveal-next = Révéler les deux cartes suivantes  ({ $key })
key-space = Espace
key-hint-pass = Touche : P
key-hint-reveal = Touches : { $space } ou N
cards-second = Seconde carte :
cards-enter = Entrez les deux cartes révélées :
card-button = { $card } ({ $key })
cards-left = { $left ->
    [one] { $left } restante dans la pioche pour cette manche
   *[other] { $left } restantes dans la pioche pour cette manche
}
cards-clear = Effacer

## Ce qu'il reste à faire
turn-reveal-first = Révélez les deux cartes Terrain suivantes pour commencer le tour.
turn-reveal-second = Première carte : { $card }. Entrez maintenant la seconde pour commencer le tour.
turn-bonus = { $name } : tracez { $owed ->
    [one] un segment bonus
   *[other] { $owed } segments bonus
} — entre deux cases adjacentes, quel que soit le terrain
turn-must-pass = { $name } : aucun côté libre ne relie { $c1 } et { $c2 }.
turn-pass = Pas de segment ce tour
turn-done = { $name } a fini ce tour. En attente : { $waiting }.
turn-show-sheet = Passer à { $name }
turn-draw = { $name } : tracez un segment entre { $c1 } et { $c2 } ({ $count ->
    [one] { $count } possible
   *[other] { $count } possibles
}) — touchez deux cases voisines ou glissez de l'une à l'autre

## Cartes Bonus sur la table
table-title = Cartes Bonus sur la table
table-blue = { $pair } : { $points }
table-blue-then = { $pair } : { $points } (puis { $next })
table-blue-gone = { $pair } : épuisées
table-blue-label = bleue { $text }
table-red = rouge { $sight } : { $points }
table-no-red = Plus de carte Bonus Rouge.
# Said on the message line when the language is changed in Settings.
language-changed = Langue : { $language }
table-taken = prise ce tour
table-taken-button = marquer prise
table-taken-hint = Un joueur dont la feuille est sur papier (pas sur cet appareil) a pris la { $card } : la marquer prise
table-taken-label = marquer la { $card } comme prise
table-taken-by-label = { $card } prise par { $player }

## Le mélange de la partie à 1 joueur
reshuffle-prompt = Partie à 1 joueur : mélangez les cartes Bonus Bleues encore sur la table ; 2 restent en jeu, les autres retournent dans la boîte.
reshuffle-stay = Les deux qui restent :
reshuffle-keep = Garder ces deux-là
reshuffle-ticked = { $count ->
    [one] { $count } cochée sur 2
   *[other] { $count } cochées sur 2
}

## Les scores de toutes les feuilles
summary-final = Scores finaux
summary-round-over = Fin de la manche { $round }
summary-so-far = Scores actuels (manche { $round })
summary-solo-score = { $name } marque { $total ->
    [one] { $total } point
   *[other] { $total } points
}
summary-wins = { $name } gagne !
summary-share = { $names } partagent la victoire !
summary-result-label = résultat : { $text }
summary-untracked = Les joueurs dont la feuille n'est pas sur cet appareil ne sont pas comparés ici.
summary-back = Retour à la carte
summary-next-round = Commencer la manche suivante

## La carte de l'île
hex-label = case { $coord } { $terrain }
hex-label-village = case { $coord } { $terrain } village { $number } lettre { $letter }
hex-label-sight = case { $coord } { $terrain } { $sight }
hex-label-off = case { $coord }
trail-label = segment { $from }-{ $to }
map-hint-off = relâché hors de la carte : relâchez sur une case qui touche { $start }
map-hint-picked = vous avez choisi { $place } : touchez maintenant une case voisine

## Clavier et écran tactile
keys-help = Touches : flèches pour déplacer le curseur · Entrée ou Espace pour choisir une case · Échap pour annuler le choix · D F M W A pour les cartes · N suivant · P pas de segment · Ctrl+Z / Ctrl+Maj+Z annuler / rétablir · Ctrl + / Ctrl − / Ctrl 0 taille du texte et de la carte
keys-show = Touches…
keys-hide = Masquer les touches
large-targets = Grandes cibles sur la carte
large-targets-hint = Pour les écrans tactiles : les cases ne deviennent jamais plus petites qu'un doigt, et toucher près d'un côté trace plus facilement le segment qui le traverse

## L'assistant de nouvelle partie
wizard-heading = Nouvelle partie
wizard-quick-solo = En solo sur { $island } — jouer tout de suite
wizard-quick-solo-hint = (une seule feuille, l'application révèle les cartes)
wizard-back = Retour à la partie
wizard-island = Île
wizard-island-skipped = Fichier d'île ignoré : { $reason }
wizard-island-skipped-more = … et { $count } autres fichiers d'île (non listés)
wizard-table = Joueurs à la table
wizard-sheets = Joueurs et feuilles
wizard-seat = { $seat ->
    [1] place 1 (Maire)
   *[other] place { $seat }
}
wizard-seat-hint = Cochée : cet appareil tient la feuille. Décochée : le joueur joue sur papier ou sur un autre appareil.
wizard-name-label = nom à la place { $seat }
wizard-player = Joueur { $seat }
wizard-names-before = Noms déjà utilisés :
wizard-name-hint = Mettre ce nom à la place suivante
wizard-card = Carte Mise en place
wizard-card-pick = choisir
wizard-card-type = saisir ses lettres
wizard-card-draw = laisser l'application en tirer une
wizard-card-label = carte Mise en place
wizard-letters-hint = 10 lettres, du haut, sens horaire
wizard-letters-label = lettres de la carte Mise en place
wizard-letters-valid = carte valide
wizard-card-drawn = tirée au début de la partie
wizard-options = Règles optionnelles
wizard-start-village = Villages de départ aléatoires :
wizard-off = non
wizard-start-named = le Maire annonce
wizard-start-drawn = l'application tire
wizard-village = village
wizard-counter-clockwise = Sens antihoraire
wizard-symmetry = Symétrie (chaque joueur commence au village du Maire)
wizard-special-bonus = Bonus spécial
wizard-red-pick = choisir les cartes Bonus Rouges
wizard-red-drawn-choice = l'application les tire
wizard-red-count = { $count ->
    [one] { $count } carte :
   *[other] { $count } cartes :
}
wizard-red-drawn = { $count ->
    [one] { $count } carte Bonus Rouge tirée au début de la partie
   *[other] { $count } cartes Bonus Rouges tirées au début de la partie
}
wizard-deck = Cartes Terrain
wizard-deck-real = vraies cartes à la table
wizard-deck-app = la pioche de l'application
wizard-start = Commencer la partie
wizard-no-island = aucune île n'est disponible
wizard-card-error = Carte Mise en place : { $reason }
wizard-red-wrong = Bonus spécial : choisissez { $count ->
    [one] { $count } carte Bonus Rouge
   *[other] { $count } cartes Bonus Rouges
} ({ $picked ->
    [one] { $picked } choisie
   *[other] { $picked } choisies
})
settings-save-failed = impossible d'enregistrer les réglages : { $reason }

## Pourquoi des lettres saisies ne forment pas une carte Mise en place
letters-count = une carte Mise en place porte 10 lettres, pas { $count }
letters-not-a-letter = « { $char } » n'est pas une lettre de village (A à E)
letters-tally = chaque lettre figure deux fois sur une carte Mise en place, mais { $letter } figure { $count } fois

## Pourquoi une mise en place ne peut pas commencer une partie
setup-table-size = une table compte de 1 à 8 joueurs, pas { $size }
setup-no-players = au moins une feuille doit être tenue sur cet appareil
setup-too-many = { $tracked } feuilles sont tenues ici, mais la table ne compte que { $table } joueurs
setup-seat-out-of-range = { $name } est à la place { $seat }, mais la table n'a que les places 1 à { $table }
setup-seat-taken = { $first } et { $second } sont tous deux à la place { $seat }
setup-empty-name = le joueur à la place { $seat } n'a pas de nom
setup-same-name = deux joueurs s'appellent { $name } ; les noms doivent être différents
setup-card-number = il y a 13 cartes Mise en place ; { $number } n'en fait pas partie
setup-letters = lettres de la carte Mise en place « { $text } » : { $reason }
setup-start-village = le village de départ doit être entre 1 et 10, pas { $village }
setup-red-count = la variante Bonus spécial révèle { $expected ->
    [one] { $expected } carte Bonus Rouge
   *[other] { $expected } cartes Bonus Rouges
} à { $table } joueurs, pas { $found }
setup-red-twice = la carte Bonus Rouge { $sight } est citée deux fois
setup-wrong-sheet = la partie est prévue sur l'île « { $wanted } », mais l'île « { $given } » a été fournie

# main: the calm play screen
messages-recent = Récents
messages-recent-hint = Les messages précédents
pad-gain = +{ $points }
pad-gain-label = { $name } vient de gagner { $points } points
pad-gain-round-end = +{ $points } en fin de manche
pad-gain-round-end-label = { $name } a entouré { $points } points de curiosités, comptés en fin de manche
final-if-round-ended = Si la manche finissait là
final-if-round-ended-value = { $name } total si la manche finissait là { $value }
turn-done-all = { $name } a fini ce tour.
key-hint-next = Touche : N

## Branch uibits: set-up cards typed, refusals on the map and cards bar,
## card keys, dismissing the damaged-file notice.
letters-not-printed = ces lettres ne figurent sur aucune des 13 cartes Mise en place, lues dans le sens horaire à partir de n'importe quelle lettre
wizard-letters-rotated = une carte imprimée, saisie à partir d'une autre lettre : depuis le haut, elle se lit { $letters }
cards-keys-note = W comme « water », l'eau en anglais
reshuffle-app-shuffle = Mélanger les cartes Bonus Bleues
games-damaged-dismiss = Masquer ces avis
file-records-none = Aucune partie enregistrée dans { $folder }

## --- branch record: take-back, paper totals, titles, dates, statistics ---
record-write-failed = L'enregistrement de la partie n'a pas pu être écrit : { $reason }
take-back-button = Reprendre le chemin de { $name }
take-back-done = { $name } reprend { $what } et trace à nouveau ; les chemins des autres restent.
take-back-nothing = { $name } n'a rien à reprendre pendant ce tour.
take-back-game-over = La partie est terminée : { $name } ne peut plus reprendre son tour. Annuler rouvre la partie pas à pas.
take-back-conflict = Le chemin de { $name } ne peut pas être repris : sans lui, { $what } ne tient plus ({ $reason }).
take-back-undone = Le chemin de { $name } est rétabli : { $what }
taken-back-trail = son segment entre { $from } et { $to }
taken-back-bonus-trail = son segment bonus entre { $from } et { $to }
taken-back-pass = son tour sans segment
summary-paper-seat = Place { $seat } (sur papier)
summary-leads-here = { $count ->
    [one] { $names } mène parmi les feuilles de cet appareil
   *[other] { $names } mènent parmi les feuilles de cet appareil
}
summary-paper-missing = Les feuilles tenues sur papier ne comptent pas tant que leurs totaux ne sont pas saisis : le gagnant affiché l'est seulement parmi les feuilles de cet appareil.
summary-paper-tie = Égalité de total avec une feuille sur papier : la règle donne la victoire au plus grand nombre de points de bonus, comparez avec cette feuille.
summary-standings = Classement de toute la table
summary-standing = { $place }. { $name } : { $total }
summary-standing-untyped = – { $name } : total pas encore saisi
summary-paper-prompt = Total de { $name } :
summary-paper-field = total de { $name }
summary-paper-set = Valider
summary-paper-set-label = Valider le total de { $name }
summary-paper-empty = Saisissez le total inscrit sur la feuille de { $name } (un nombre entier).
summary-paper-not-number = « { $text } » n'est pas un nombre entier de points : saisissez le total de { $name } tel qu'il est écrit sur la feuille, par exemple 78.
summary-titles-heading = Titres en solo
summary-title-next = Titre suivant : « { $title } » demande { $min } points ({ $more } de plus).
summary-title-row = { $min } points ou plus : { $title }
summary-titles-yardstick = Les titres du solo comme repère
summary-titles-yardstick-note = Ces titres sont ceux du jeu en solo ; à plusieurs, ils montrent seulement ce que vaut un total.
games-started = commencée { $when }
stats-table-heading = Parties à plusieurs
stats-solo-heading = Parties en solo
stats-solo-player-line = { $name } sur { $island } : { $games ->
    [one] 1 partie en solo
   *[other] { $games } parties en solo
}, meilleur { $best }, moyenne { $average }

# ----- branch words: places as a player sees them, used-up cards -----

## A hex named as the sheet shows it (mid-sentence)
place-village = le village { $letter }{ $number }
place-village-number = le village { $number }
place-sight-obelisk = l'obélisque
place-sight-book = le livre
place-sight-toucan = le toucan
place-sight-yeti = le yéti
place-sight-sea-monster = le monstre marin
place-terrain-desert = le désert
place-terrain-forest = la forêt
place-terrain-mountain = la montagne
place-terrain-water = l'eau
## Ce qu'une case touche : « à côté du village B », « près de l'obélisque »
landmark-village = du village { $letter }{ $number }
landmark-village-number = du village { $number }
landmark-sight-obelisk = de l'obélisque
landmark-sight-book = du livre
landmark-sight-toucan = du toucan
landmark-sight-yeti = du yéti
landmark-sight-sea-monster = du monstre marin
place-next-to = { $terrain } à côté { $landmark }
place-near = { $terrain } près { $landmark }
place-far = { $terrain } (ligne { $row }, colonne { $column })
place-off-map = la case { $hex }
## Un type de carte épuisé pour cette manche
deck-used-up = { $count ->
    [one] { $count } carte « { $name } » a déjà été révélée
   *[other] { $count } cartes « { $name } » ont déjà été révélées
} cette manche : la pioche { $left ->
    [0] n'en a plus
    [one] n'en a plus qu'une
   *[other] n'en a plus que { $left }
}
hexes-do-not-touch = ces cases ne se touchent pas : un segment relie deux cases voisines
## Un fichier qui n'est pas une partie : une phrase simple d'abord, les mots du lecteur ensuite
record-not-a-record = ce fichier n'est pas une partie Trailpad ; la lecture s'est arrêtée ligne { $line }, colonne { $column } : { $detail }
record-cut-short = cet enregistrement de partie s'arrête trop tôt : le fichier se termine à la ligne { $line } au milieu de l'enregistrement (copié ou enregistré en partie seulement) ; une copie complète s'ouvre
record-newer = cette partie a été enregistrée par une version plus récente de Trailpad (format { $found } ; celle-ci lit jusqu'au format { $known }) : mettez Trailpad à jour pour l'ouvrir
record-format-zero = ce fichier n'est pas une partie Trailpad ; il annonce le format 0, qui n'a jamais existé
record-played-at = la date de la ligne { $line } (played_at : { $secs }) n'est pas une date : elle dépasse l'an 9999 ; corrigez ou supprimez cette ligne
record-setup = la mise en place de cette partie est impossible : { $reason }
record-illegal = la partie enfreint les règles à l'action { $index } : { $reason }
record-paper-seat = le total saisi pour la place { $seat } ne correspond à aucune feuille tenue sur papier à cette table (ou est saisi deux fois)

## ----- branch newyork: Les Aventuriers du Rail : New York -----
ny-game-name = Les Aventuriers du Rail : New York
ny-pad-routes = Routes
ny-pad-tickets = Cartes Destination
ny-pad-attractions = Attractions touristiques
ny-pad-total = Total
ny-pad-taxis-left = Taxis restants
ny-route-colour-gray = grise
ny-route-colour-red = rouge
ny-route-colour-orange = orange
ny-route-colour-green = verte
ny-route-colour-blue = bleue
ny-route-colour-black = noire
ny-route-colour-pink = rose
ny-taxi-colour-blue = bleu
ny-taxi-colour-purple = violet
ny-taxi-colour-white = blanc
ny-taxi-colour-yellow = jaune
ny-route = { $a }–{ $b }
ny-route-double = { $a }–{ $b } ({ $colour })
ny-ticket = { $a }–{ $b } ({ $points })
ny-player-number = joueur { $player }
ny-ticket-completed = réalisée
ny-ticket-failed = non réalisée
ny-ticket-missing = { $spaces ->
    [one] encore 1 espace à prendre
   *[other] encore { $spaces } espaces à prendre
}
ny-ticket-blocked = plus aucun chemin : toutes les routes qui y mènent sont prises
# The same, short, beside a ticket on the desktop's list (the long words on hover).
ny-ticket-missing-short = { $spaces ->
    [one] encore 1 espace
   *[other] encore { $spaces } espaces
}
ny-ticket-blocked-short = plus aucun chemin
ny-last-round = il reste { $left ->
    [0] aucun taxi
    [one] 1 taxi
   *[other] { $left } taxis
} à { $name } : dernier tour, chacun joue encore une fois
ny-tie-break = égalité de points : le joueur qui a réalisé le plus de cartes Destination l’emporte
ny-refusal-unknown-player = il n’y a pas de joueur { $player } à cette table
ny-refusal-unknown-route = il n’y a pas de route « { $route } » sur le plateau
ny-refusal-unknown-ticket = il n’y a pas de carte Destination « { $ticket } »
ny-refusal-route-taken = la route { $route } est déjà prise par { $name }
ny-refusal-both-of-double = { $name } a déjà la route { $twin } : un joueur ne peut pas prendre les deux voies d’une route double
ny-refusal-double-closed = à 2 joueurs, une seule voie d’une route double est utilisée : { $name } a la route { $twin }
ny-refusal-not-enough-taxis = il reste { $left ->
    [0] aucun taxi
    [one] 1 taxi
   *[other] { $left } taxis
} à { $name }, et cette route en demande { $spaces }
ny-refusal-not-claimed = la route { $route } n’est prise par personne
ny-refusal-ticket-held = la carte Destination { $ticket } est déjà gardée par { $name }
ny-refusal-ticket-not-held = { $name } n’a pas la carte Destination { $ticket }

## --- branche table : mode table, chaque joueur sur son téléphone ---
phone-waiting-cards = En attente des deux prochaines cartes.
phone-draw = Tracez un segment entre { $c1 } et { $c2 } ({ $count ->
    [one] { $count } possible
   *[other] { $count } possibles
}) : touchez un côté en surbrillance, ou deux cases voisines.
phone-players = Joueurs
phone-done = fini
phone-playing = en jeu
phone-reconnecting = Connexion perdue — reconnexion…
phone-link-replaced = Ce lien a été remplacé : demandez le nouveau code à l'hôte.
phone-elsewhere = Cette place est ouverte sur un autre appareil ou onglet. Touchez ici pour y jouer ici.
phone-forbidden = Ce lien n'est pas (ou plus) valable à cette table. Demandez à l'hôte le lien de votre place.
phone-bad-request = Cette requête est illisible : { $detail }
phone-not-saved = Non enregistré : l'hôte n'a pas pu sauvegarder la partie ({ $reason }). Rien n'a changé ; réessayez, ou prévenez l'hôte.
table-not-saved = La partie n'a pas pu être sauvegardée dans { $path } ({ $reason }) : le coup est refusé, et la table montre la partie telle qu'elle est sur le disque.

## branch hostile: files that are not what they seem, names too long or unprintable
damage-not-text-at = n'est pas du texte (UTF-8) : octet invalide ligne { $line }, octet { $byte }
damage-not-a-file = n'est pas un fichier ordinaire (un tube ou un périphérique) ; il n'a pas été lu
damage-too-big = fait { $size } octets, plus que les { $limit } octets permis pour une partie
read-too-big = le fichier est trop gros : { $size } octets, plus que les { $limit } octets permis
read-not-text = le fichier n'est pas du texte (UTF-8) : octet invalide ligne { $line }, octet { $byte }
file-not-ordinary = { $path } n'est pas un fichier ordinaire (un périphérique ou un tube) ; choisissez un autre nom.
file-symlink = { $path } est un lien symbolique ; donnez le fichier vers lequel il pointe, ou un autre nom.
settings-damaged-left = Le fichier de réglages { $path } est illisible ({ $reason }) et n'a pas pu être mis de côté ; il est laissé tel quel, et les réglages de cette session ne seront pas enregistrés.
setup-name-too-long = le nom du joueur à la place { $seat } fait { $chars } caractères ; un nom en a au plus { $max }
setup-name-unprintable = le nom du joueur à la place { $seat } contient un caractère invisible ou de contrôle ({ $code }) au caractère { $position }
setup-name-blank = le nom du joueur à la place { $seat } ne s'affiche pas ; il lui faut une lettre visible
setup-look-alike = { $first } et { $second } sont un même nom (majuscules et caractères invisibles ne comptent pas) ; les noms doivent être différents
history-unfinished = Inachevée (manche { $round }, tour { $turn }) : pas encore de vainqueur
data-dir-no-home = Le système n'indique aucun dossier personnel, donc aucun dossier de données : les parties et réglages de cette session ne seront pas conservés. Définissez TRAILPAD_DATA_DIR pour les garder.
data-dir-relative-home = Le dossier personnel « { $home } » n'est pas un chemin absolu ; il n'est pas utilisé : les parties et réglages de cette session ne seront pas conservés. Donnez à HOME ou TRAILPAD_DATA_DIR un chemin absolu.
data-dir-missing-home = Le dossier personnel { $home } n'existe pas et n'est pas créé : les parties et réglages de cette session ne seront pas conservés. Donnez à HOME ou TRAILPAD_DATA_DIR un dossier qui existe.
close-unsaved-title = Les derniers coups ne sont pas enregistrés
close-unsaved-text = La partie n'a pas pu être enregistrée : fermer maintenant perdrait les coups joués depuis le dernier enregistrement réussi.
close-try-again = Réessayer
close-export = Exporter la partie…
close-quit-anyway = Quitter quand même
close-stay = Continuer à jouer

## --- branche tablehost : l'écran hôte du mode table ---
menu-play-phones = Jouer avec les téléphones…
host-title = Jouer avec les téléphones
host-stop = Arrêter de jouer avec les téléphones
host-hint = Chaque joueur ouvre le lien de sa place, ou scanne son code, sur un téléphone connecté au même réseau (Wi-Fi) que cet ordinateur. La partie se joue sur les téléphones.
host-local-only = Aucun réseau local trouvé : ces liens ne marchent que sur cet ordinateur.
host-qr-label = Code QR de { $name }
host-new-link = Nouveau lien pour { $name }
host-seat-done = { $name } : fini
host-seat-playing = { $name } : en jeu
host-seat-waiting = { $name } : en attente des cartes
host-seat-card = Place de { $name }
host-phone-not-joined = Téléphone pas encore connecté
host-phone-joined = Téléphone connecté
host-phone-left = Téléphone parti (page fermée)
host-phone-not-joined-label = { $name } : téléphone pas encore connecté
host-phone-joined-label = { $name } : téléphone connecté
host-phone-left-label = { $name } : téléphone parti (page fermée)
host-waiting-for = En attente de : { $names }
host-cards = Cartes révélées
host-card-label = carte révélée { $card }
host-second-card = { $card }, et la deuxième carte ?
host-ranking = Classement
host-hide-ranking = Masquer
host-show-ranking = Afficher
host-rank-line = { $rank }. { $name } : { $total }
host-started = Jeu avec les téléphones : chaque joueur ouvre son lien.
host-stopped = Fini les téléphones : la partie continue sur cet ordinateur.
host-start-failed = Le jeu avec les téléphones n'a pas pu démarrer : { $reason }
host-new-link-made = { $name } a un nouveau lien ; l'ancien ne marche plus.
host-refused = Impossible : { $reason }

## ----- branch nydesk: the New York desktop screens -----
wizard-game = Jeu :
wizard-game-tucana = Trails of Tucana
game-title-trails-of-tucana = { wizard-game-tucana }
game-title-ticket-to-ride-new-york = { ny-game-name }
ny-wizard-players = Joueurs
ny-wizard-count = { $count } joueurs
ny-wizard-player = Joueur { $player }
ny-wizard-name-label = Nom du joueur { $player }
ny-wizard-colour-label = Couleur des taxis du joueur { $player }
ny-setup-count = New York se joue de 2 à 4 joueurs, pas { $count }
ny-setup-empty-name = le joueur { $player } n'a pas de nom
ny-setup-same-name = deux joueurs s'appellent { $name } : les noms doivent différer
ny-setup-name-blank = le nom du joueur { $player } ne s'affiche pas ; il lui faut une lettre visible
ny-setup-look-alike = le nom du joueur { $player } est celui du joueur { $earlier } (majuscules et caractères invisibles ne comptent pas) ; les noms doivent être différents
ny-setup-same-colour = { $name } et { $earlier } ont tous deux les taxis { $colour } : chaque joueur a besoin de sa couleur
ny-new-game = Nouvelle partie ou partie enregistrée…
ny-entering-for = Saisie pour :
ny-showing-for = Cartes de :
ny-player-button = { $name } ({ $colour }) : { $left ->
    [one] 1 taxi restant
   *[other] { $left } taxis restants
}
ny-route-free = libre
ny-route-owner = prise par { $name }
ny-route-label = { $route }, { $colour }, { $spaces ->
    [one] 1 case
   *[other] { $spaces } cases
} : { $state }
ny-cursor-caption = À { $location } : { $route }
ny-location-attraction = { $name }, attraction touristique
ny-pad-heading = Bloc de score
ny-pad-cell = { $row } de { $name } : { $value }
ny-winners = { $count ->
    [one] Vainqueur
   *[other] Vainqueurs
} : { $names }
ny-tickets-of = Cartes Destination gardées par { $name }
ny-ticket-held-by = gardée par { $name }
ny-ticket-status-label = { $ticket } : { $status }
ny-ticket-show = Montrer { $ticket } sur la carte
ny-ticket-show-short = sur la carte
ny-saved-heading = { $game } : parties à reprendre
ny-saved-row = { $names } · { $entries ->
    [one] 1 saisie
   *[other] { $entries } saisies
}
ny-saved-row-empty = { $names } · rien n'a encore été saisi
ny-resume = Reprendre
ny-resume-label = Reprendre la partie de New York de { $names }
ny-resume-failed = Cette partie de New York ne peut pas être reprise : { $reason }
ny-started = Nouvelle partie de { $game } : touchez une route pour la donner au joueur choisi en haut.
ny-claimed = { $name } prend { $route }
ny-unclaimed = { $route } rendue
ny-kept = { $name } garde { $ticket }
ny-dropped = { $name } ne garde plus { $ticket }

# main (session 4): the host plays too
host-show-sheets = Feuilles ici
host-show-sheets-hint = Afficher les feuilles sur cet ordinateur pendant que les téléphones continuent : jouer une place ici, noter une carte bonus prise par un joueur sur papier, faire le mélange du jeu solo.
toolbar-table-view = Vue de la table
toolbar-table-view-hint = Revenir à l'écran de la table : liens, cartes et qui a fini. Les téléphones continuent de jouer.
host-card-key = Touche { $key }

## ny-png: the New York game as a picture
export-ny-final = scores finaux
export-ny-progress = partie en cours
ny-export-png = Exporter en PNG…
ny-export-png-hint = Enregistrer la carte et le bloc de score de cette partie en image

## --- branche ny-history : fin d'une partie de New York, historique, statistiques, import et export ---
ny-refusal-game-over = la partie est terminée : annulez sa fin pour saisir encore
ny-ended = la fin de la partie
ny-last-turn-played = { $name } a joué son dernier tour
ny-refusal-not-last-round = le dernier tour n’a pas commencé : personne n’a encore 2 taxis ou moins
ny-refusal-last-turn-said = { $name } a déjà joué son dernier tour
ny-finished = La partie est terminée : les scores finaux sont sur le bloc. Elle passe dans l'historique quand vous la quittez ; Annuler la rouvre.
ny-end-game = Terminer la partie…
ny-end-confirm = Terminer la partie maintenant ? Le bloc montre les scores finaux et la partie passe dans l'historique quand vous la quittez (Annuler la rouvre).
ny-end-yes = Terminer la partie
ny-end-no = Continuer à jouer
ny-over-banner = La partie est terminée : scores finaux.
ny-export-record = Enregistrer une copie…
ny-history-heading = { $game }
game-stats-heading = { $game }
game-stats-games = { $count ->
    [one] 1 partie jouée
   *[other] { $count } parties jouées
}
game-stats-players = Totaux par joueur
game-stats-player-line = { $name } : { $games ->
    [one] 1 partie
   *[other] { $games } parties
}, { $wins ->
    [one] 1 victoire
   *[other] { $wins } victoires
}, meilleur { $best }, moyenne { $average }
ny-kept-heading = Cartes Destination gardées
ny-kept-none = aucune carte Destination gardée
ny-kept-line = { $name } a gardé { $ticket } : { $status }
ny-viewer-title = { $game }, { $date }
history-any-open-label = Ouvrir { $game }, partie du { $date } ({ $scores })
history-any-delete-label = Supprimer { $game }, partie du { $date } ({ $scores })
viewer-any-title = { $game }, { $date }
viewer-any-standings = Scores finaux
ny-import-unfinished = Partie importée : elle n'est pas terminée, continuez la saisie.
import-unknown-game = c’est un enregistrement du jeu « { $game } », que ce Trailpad ne connaît pas

## ny-keys: keyboard play on the New York map
ny-keys-help = Touches : 1–4 joueur · flèches d’un lieu à l’autre · Maj+flèche route suivante · Entrée ou Espace prend ou rend la route · Échap cache le curseur · Ctrl+Z / Ctrl+Y annuler / rétablir
ny-leading = { $count ->
    [one] En tête
   *[other] À égalité en tête
} : { $names }
history-delete-label = Supprimer { $game }
ny-delete-label = Supprimer la partie de New York de { $names }
ny-delete-yes-label = Oui, supprimer la partie de New York de { $names }

## --- branch plays: BG Stats ---
bgstats-log = Enregistrer dans BG Stats
bgstats-title = Enregistrer cette partie dans BG Stats
bgstats-scan = Scannez ce code avec le téléphone qui a BG Stats, ou copiez le lien.
bgstats-shortened = Pour tenir dans le lien, ont été raccourcis : { $parts }.
bgstats-shortened-comments = les commentaires
bgstats-shortened-place = le lieu
bgstats-shortened-island = l'île
bgstats-shortened-names = les noms des joueurs
bgstats-qr = QR code du lien BG Stats
bgstats-copy = Copier le lien
bgstats-copied = Lien copié.
bgstats-close = Fermer
bgstats-enlarge = Code plus grand
bgstats-enlarge-hint = Afficher le code en grand, sur toute la fenêtre, pour un téléphone qui ne le lit pas ici.
bgstats-qr-large = QR code du lien BG Stats, agrandi
bgstats-scan-large = Scannez ce code avec le téléphone qui a BG Stats. Un clic sur le code ou Échap revient en arrière.
bgstats-too-long = Le lien est trop long pour un QR code : copiez-le.
bgstats-not-over = La partie n'est pas encore terminée.
bgstats-no-date = Cet enregistrement ne dit pas quand la partie a été jouée.
bgstats-missing = Saisissez d'abord les totaux des feuilles tenues sur papier (place { $seats }).

## --- branch charts: running totals and totals over time ---
chart-running-heading = Scores au fil de la partie
chart-running-label = Graphique des scores au fil de la partie : { $players }
chart-history-heading = Totaux au fil des parties
chart-history-label = Graphique des totaux au fil des parties, { $where } : { $players }
chart-axis-total = Total
chart-axis-round = Fin de manche
chart-axis-claims = Routes prises, dans l’ordre
chart-axis-games = Parties, de la plus ancienne
chart-start = Début
chart-end = Fin
chart-average = Moyenne ({ $value })
chart-point = { $name } : { $total }
chart-player-total = { $name } { $total }
chart-show-chart = Graphique
history-charts = Graphiques
history-games = Liste des parties

## --- branch calm: the damaged-file notice (a plain sentence, then the reader's words) ---
games-damaged-put-aside = { $file } est inutilisable, il a donc été mis de côté dans { $moved }. Rien d'autre n'est perdu : vos autres parties sont intactes.
games-damaged-stays = { $file } est inutilisable ; il a été laissé à sa place. Rien d'autre n'est perdu : vos autres parties sont intactes.
games-damaged-detail = { $file } : { $reason }

## --- branch table: join codes ---
join-title = Rejoindre la table
join-intro = Tapez le code affiché à côté de votre nom sur l'écran de l'hôte.
join-code-label = Code
join-button = Rejoindre
join-wrong = Aucune place n'affiche ce code en ce moment : vérifiez-le sur l'écran de l'hôte. { $left ->
    [0] Plus d'essai : attendez une minute.
    [one] Encore un essai, puis une minute d'attente.
   *[other] Encore { $left } essais, puis une minute d'attente.
}
join-wait = Trop de codes erronés depuis cet appareil : attendez { $seconds } s, puis réessayez.
join-table-wait = Trop de codes erronés à cette table en ce moment : attendez { $seconds } s, puis tapez le vôtre à nouveau.
host-join-code = Code : { $code }
host-join-code-label = Code pour rejoindre de { $name }
host-join-hint = Ou tapez le code sur { $address }
host-copy-link = Copier le lien
host-link-copied = Le lien de { $name } est copié.
host-phone-not-saved = Le coup envoyé par le téléphone de { $name } a été refusé : la partie n'a pas pu être enregistrée dans { $path } ({ $reason }). Le téléphone l'a appris ; libérez de la place, puis rejouez-le.
phone-draw-many = Tracez un segment entre { $c1 } et { $c2 } ({ $count } possibles) : touchez une case pour voir ses côtés, ou deux cases voisines.

## --- branch coach: the hint's reasons ---
coach-reason-circles = entoure { $points } ({ $sight })
coach-reason-pair = relie les villages { $letter }–{ $letter } ({ $points })
coach-reason-blue-card = gagne la carte Bonus Bleue { $letter }–{ $letter } ({ $points })
coach-reason-bonus-trails = { $count ->
    [one] donne un segment bonus
   *[other] donne { $count } segments bonus
}
coach-reason-links = relie deux { $sight } pour la carte Bonus Rouge
coach-reason-on-the-way = sur le chemin de { $letter } à { $letter } : +{ $points } à la fin s'il est terminé
coach-reason-toward = rapproche d'un { $sight } un réseau relié à un village
coach-reason-options = garde les meilleurs segments pour les cartes à venir
coach-expected = total attendu { $total }
coach-same-reasons = mêmes raisons que { $rank } ; ses parties simulées finissent { $lower } plus bas
did-coached = { $player } demande un conseil au coach
taken-back-coached = le conseil demandé
coached = conseillé

## --- branch table: the phones' end screen ---
phone-end-untyped = pas encore saisi
phone-end-winner = vainqueur
phone-end-leads = { $count ->
    [one] { $names } mène parmi les feuilles jouées dans Trailpad
   *[other] { $names } mènent parmi les feuilles jouées dans Trailpad
}
phone-end-paper-missing = Les feuilles tenues sur papier comptent dès que l'hôte saisit leurs totaux : d'ici là, le gagnant affiché l'est seulement parmi les feuilles jouées dans Trailpad.
phone-bgstats-missing = BG Stats a besoin de tous les totaux : l'hôte n'a pas encore saisi { $count ->
    [one] le total
   *[other] les totaux
} de { $names }.

# seam (issue 16) : une fin impossible dans une partie enregistrée
record-ended-at = la fin de la ligne { $line } (ended_at : { $secs }) n'est pas une date : elle dépasse l'an 9999 ; corrigez ou supprimez cette ligne
record-ended-before-start = la fin de la ligne { $line } (ended_at : { $secs }) précède le début (played_at : { $played }) : une partie ne peut pas finir avant d'avoir commencé ; corrigez ou supprimez cette ligne
record-place-too-long = le lieu de la ligne { $line } fait { $chars } caractères ; au plus { $max } sont gardés ; raccourcissez ou supprimez cette ligne
record-place-unprintable = le lieu de la ligne { $line } contient un caractère invisible ou de contrôle ({ $code }) au caractère { $position } ; corrigez ou supprimez cette ligne
record-note-too-long = la note de la ligne { $line } fait { $chars } caractères ; au plus { $max } sont gardés ; raccourcissez ou supprimez cette ligne
record-note-unprintable = la note de la ligne { $line } contient un caractère invisible ou de contrôle ({ $code }) au caractère { $position } ; corrigez ou supprimez cette ligne

## --- branch review: the review after the game ---
review-open = Analyser la partie de { $name }
review-button = Analyser
review-back = Retour
review-heading = Analyse de la partie de { $name }
review-pending = Recherche de meilleures parties avec ces cartes…
review-failed = L'analyse n'a pas pu être faite : { $reason }
review-played = Joué : { $value }
review-best = Meilleur trouvé : { $value }
review-bound = Aucune partie ne peut dépasser { $value }
review-title = Ces cartes permettaient au moins le titre solo : { $title }
review-no-title = aucun trouvé
review-reshuffle-differs = Le mélange solo de la meilleure partie a gardé d'autres cartes Bonus Bleues que celui de la partie : il a tiré parmi les cartes que cette partie laissait.
review-table-kept = Les cartes, les autres feuilles et les cartes Bonus prises à la table restent telles qu'elles ont été.
review-worst-heading = Les trois tours qui ont coûté le plus
review-worst-turn = { $rank }. Manche { $roman }, tour { $turn } : { $loss } points perdus
review-no-loss = Aucun tour n'a perdu de points face au choix du coach.
review-legend = Sur la carte : les chemins joués en traits pleins ; les autres chemins de la meilleure partie trouvée en tirets.
review-chart-heading = Points perdus à chaque tour face au coach
review-chart-label = Points perdus à chacun des { $turns } tours face au choix du coach, { $total } en tout
review-chart-x = Tour
review-chart-y = Points perdus
review-previous = Tour précédent
review-next = Tour suivant
review-turn-title = Manche { $roman }, tour { $turn } : { $c1 } et { $c2 }
review-turn-played = Joué : { $trails }
review-turn-coach = Le coach : { $trails }
review-turn-best = Meilleure partie trouvée : { $trails }
review-turn-loss = { $loss } points perdus face au choix du coach
review-no-trail = aucun chemin
review-cut-short = Interrompue à sa limite de temps : la meilleure partie trouvée jusque-là, { $weighed } tours évalués sur { $turns }.
review-turn-unweighed = Non évalué : l'analyse a été interrompue avant ce tour.
review-turn-noise = La ligne du coach a { $diff } d'avance, dans le bruit de l'estimation (± { $margin }) : pas une perte.
review-search-longer = Chercher plus longtemps
review-search-longer-hint = Cherche encore une meilleure partie avec les mêmes cartes, environ quinze fois le temps de l'analyse. L'analyse reste affichée pendant ce temps, et vous pouvez l'arrêter à tout moment.
review-searching-longer = Recherche plus longue d'une meilleure partie…
review-longer-found = { $gained ->
    [one] La recherche plus longue a trouvé { $gained } point de plus que la première ({ $before }).
   *[other] La recherche plus longue a trouvé { $gained } points de plus que la première ({ $before }).
}
review-longer-nothing = La recherche plus longue n'a pas trouvé de meilleure partie.
review-longer-cut-short = La recherche plus longue s'est arrêtée avant la fin sans meilleure partie : l'analyse affichée reste.
review-longer-failed = La recherche plus longue n'a pas pu être faite : { $reason }
review-stop-longer = Arrêter
review-stop-longer-hint = Arrête la recherche plus longue et garde la meilleure partie trouvée jusque-là.
review-longer-stopping = Arrêt : la meilleure partie trouvée jusque-là est gardée…
review-longer-stopped-found = { $gained ->
    [one] La recherche plus longue s'est arrêtée avant la fin ; elle avait trouvé { $gained } point de plus que la première ({ $before }).
   *[other] La recherche plus longue s'est arrêtée avant la fin ; elle avait trouvé { $gained } points de plus que la première ({ $before }).
}

## --- branch players: the player list, paper seats with names ---
wizard-on-paper = sur papier
wizard-on-paper-label = place { $seat } sur papier
wizard-paper-means = Sur papier : le joueur tient une feuille de papier ; Trailpad suit les cartes Bonus de la table et prend son total à la fin.
players-damaged = La liste des joueurs est illisible ({ $reason }) ; elle est conservée sous { $moved } et une nouvelle liste commence. Aucune partie n'est perdue : chaque partie garde ses noms.
players-damaged-partly = Une partie de la liste des joueurs n'a pas pu servir ({ $reason }) ; le fichier tel qu'il était est gardé sous { $moved }, et les { $kept } autres joueurs restent dans la liste.
players-damaged-left = La liste des joueurs { $path } est illisible ({ $reason }) et n'a pas pu être mise de côté ; elle est laissée telle quelle, et les joueurs de cette session ne seront pas enregistrés.
players-save-failed = impossible d'enregistrer la liste des joueurs : { $reason }
players-open = Joueurs
players-back = Retour à l'historique
players-heading = Joueurs
players-about = Tous ceux qui ont joué ici. Renommer un joueur le renomme dans toutes les parties et statistiques ; les parties gardent les noms tels qu'ils ont été tapés.
players-none = Aucun joueur pour l'instant : ils rejoignent la liste au début d'une partie.
players-games = { $count ->
    [one] 1 partie terminée
   *[other] { $count } parties terminées
}
players-also = a aussi joué sous le nom { $names }
players-rename = Renommer
players-rename-label = Renommer { $name }
players-new-name-label = Nouveau nom pour { $name }
players-rename-save = Enregistrer
players-cancel = Annuler
players-cancel-rename-label = Annuler le renommage de { $name }
players-cancel-merge-label = Annuler la fusion de { $name }
players-merge = Fusionner avec…
players-merge-label = Fusionner { $name } avec un autre joueur
players-merge-into = Fusionner { $name } avec :
players-merge-warning = Toutes les parties de { $name } compteront pour { $kept }, et { $name } quitte la liste. « Annuler » en haut les sépare de nouveau.
players-merge-confirm = Fusionner { $name }
players-error-unknown = ce joueur n'est plus dans la liste
players-error-blank = un nom doit avoir une lettre visible
players-error-taken = un autre joueur s'appelle déjà { $name } : fusionnez plutôt les deux
players-error-too-long = le nouveau nom fait { $chars } caractères ; un nom en a au plus { $max }
players-error-unprintable = le nouveau nom contient un caractère invisible ou de contrôle ({ $code }) au caractère { $position }
players-undo = Annuler
players-undo-label = Annuler : { $change }
players-undo-rename = renommer { $from } en { $to }
players-undo-merge = fusionner { $gone } avec { $kept }
players-undone = Annulé : { $change }.
players-error-played-each-other = { $first } et { $second } ont joué l'un contre l'autre ({ $game }) : ce sont deux personnes
players-error-nothing-to-undo = il n'y a rien à annuler
players-error-undo-blocked = impossible d'annuler : { $name } est pris depuis
players-error-same = un joueur ne peut pas être fusionné avec lui-même
players-merge-played-each-other = { $name } et { $kept } ont joué l'un contre l'autre : ce sont deux personnes
players-merge-pick-label = Fusionner { $name } avec { $kept }
## --- branch final: a game's end (place, note, Play again, BG Stats), Export history ---
end-place = Lieu
end-place-hint = où vous avez joué
end-note = Note
end-place-prompt = Lieu :
end-note-prompt = Note :
end-note-hint = un mot sur cette partie
end-place-too-long = Le lieu compte { $chars } caractères ; { $max } au plus sont gardés. Raccourcissez-le pour le garder : il reste ici tel que saisi.
end-note-too-long = La note compte { $chars } caractères ; { $max } au plus sont gardés. Raccourcissez-la pour la garder : elle reste ici telle que saisie.
end-place-shown = Lieu : { $text }
end-note-shown = Note : { $text }
end-play-again = Rejouer
end-play-again-hint = La même partie avec les mêmes joueurs ; celle-ci reste dans l'historique.
end-again-tucana = On rejoue sur { $island }, avec une nouvelle carte Mise en place. Bonne chance !
end-again-new-york = On rejoue : une nouvelle partie de { $game } avec les mêmes joueurs et les mêmes taxis.
end-again-any = Rejouer : une nouvelle partie de { $game } avec les mêmes joueurs.
history-export-csv = Exporter l'historique…
history-export-csv-hint = Toutes les parties terminées en tableur (CSV), une ligne par joueur et par partie.
file-export-csv = Exporter l'historique en tableur (CSV)
history-export-empty = Aucune partie terminée pour l'instant : rien à exporter.
history-export-failed = L'historique n'a pas pu être exporté : { $reason }
## --- branch hint: the Hint button, the coach's box and "coach for" ---
coach-hint-button = Conseil (H)
coach-hint-hover = Le coach classe les segments que cette feuille peut tracer maintenant selon le total auquel ils peuvent mener.
coach-thinking = Le coach pèse les segments…
coach-best-three = Les trois meilleurs selon le coach : touchez-en un pour le choisir.
coach-none-over = La partie est finie : il n'y a plus de segment à peser.
coach-none-no-cards = Révélez d'abord les deux cartes suivantes.
coach-none-reshuffle = Mélangez d'abord les cartes Bonus Bleues restantes (partie à 1 joueur), puis révélez les deux cartes suivantes.
coach-none-nothing = Cette feuille n'a pas de segment à tracer ce tour-ci.
coach-idle = Le coach peut montrer les trois meilleurs segments.
coach-idle-wait = Les conseils viennent quand cette feuille a un segment à tracer.
coach-trail = { $from } – { $to }
coach-suggestion-label = Suggestion { $rank } : { $trail } ; { $why }
coach-mark-label = Conseil { $rank } sur la carte : { $from } – { $to }
coach-picked = Suggestion { $rank } : { $from } est choisi ; touchez { $to } (ou appuyez sur Entrée) pour tracer le segment.
wizard-coach-for = Coach pour
wizard-coach-nobody = personne
wizard-coach-solo = le solo seulement
wizard-coach-seats = ces places
wizard-coach-hint = Le coach ne donne des conseils en cours de partie (bouton Conseil, touche H) qu'aux feuilles choisies ici ; une partie où un conseil a servi est marquée « conseillé » dans l'historique.
wizard-coach-chip = Coach pour { $name }

## --- branch phonehint: the Hint button on a coached seat's phone ---
phone-coach-hint = Conseil
phone-coach-draw = Tracer { $trail }
phone-coach-not-coached = Le coach n'est pas activé pour { $name } à cette table : les conseils ne vont qu'aux feuilles choisies dans « Coach pour » au début de la partie.
phone-coach-again = La partie a avancé pendant que le coach pesait les segments : touchez de nouveau Conseil.
## --- branch tablenames: paper seats named in table mode, Play again at the table ---
table-on-paper = sur papier
host-seat-paper = { $name } : sur papier
host-paper-hint = Joue sur une feuille papier : notez dans « Feuilles ici » les cartes bonus que { $name } prend, et saisissez son total à la fin.
## --- branch review (session 9): trails named by places, "coached" in the game viewer ---
review-bonus-trail = segment bonus { $trail }
viewer-coached = Conseillé : { $seats }
viewer-coached-seat = { $name } ({ $count ->
    [one] un conseil sur un tour
   *[other] des conseils sur { $count } tours
})
bgstats-missing-named = Saisissez d'abord les totaux des feuilles tenues sur papier : { $names }.
host-seat-finished = { $name } : la partie est terminée

## --- branch nytable: New York à table ---
ny-table-taxis-left = { $count ->
    [one] 1 taxi restant
   *[other] { $count } taxis restants
}
ny-table-deck = { $count ->
    [0] plus aucune carte Destination dans la pioche
    [one] 1 carte Destination dans la pioche
   *[other] { $count } cartes Destination dans la pioche
}
ny-table-prompt-first-tickets = Saisissez les deux cartes Destination reçues, puis gardez-en une ou les deux.
ny-table-prompt-claim = Touchez une route sur le plan quand vous la prenez. Vous avez pioché des cartes Destination ? Saisissez-les plus bas.
ny-table-prompt-last-turn = Dernier tour : jouez votre dernier tour, puis touchez « J’ai joué mon dernier tour ».
ny-table-waiting-last = Dernier tour : on attend que { $names } joue son dernier tour.
ny-table-your-tickets = Vos cartes Destination
ny-table-private = Vous seul voyez vos cartes, jusqu’à la fin de la partie.
ny-table-no-tickets = Aucune carte gardée pour l’instant.
ny-table-enter-tickets = Saisir des cartes piochées
ny-table-draw-help = Choisissez les cartes piochées, puis cochez celles que vous gardez (au moins une ; la dernière carte de la pioche doit être gardée). Une carte gardée ne peut plus être défaussée.
ny-table-keep = garder
ny-table-confirm-tickets = Garder les cartes cochées
ny-table-cancel = Annuler
ny-table-last-turn = J’ai joué mon dernier tour
ny-table-last-turn-done = dernier tour joué
ny-table-claim = Prendre
ny-table-take-back = Reprendre
ny-table-not-yours = cette route est à un autre joueur : lui seul peut la reprendre
ny-table-done-already = vous avez déjà joué votre dernier tour
ny-table-deck-empty = la pioche n’a plus de cartes Destination
ny-table-draw-count = { $count ->
    [one] la pioche n’a plus qu’une carte : saisissez-la, et gardez-la
   *[other] saisissez les { $count } cartes piochées
}
ny-table-ticket-twice = une carte est saisie deux fois
ny-table-ticket-yours = vous gardez déjà l’une de ces cartes
ny-table-keep-one = gardez au moins une des cartes piochées
ny-table-kept-not-drawn = une carte gardée doit être une carte piochée
ny-table-not-in-deck = une carte gardée n’est pas dans la pioche : vérifiez les cartes piochées
ny-table-tickets-held = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
ny-table-route-label = { $route } : { $spaces ->
    [one] 1 case
   *[other] { $spaces } cases
}, { $points ->
    [one] 1 point
   *[other] { $points } points
}
