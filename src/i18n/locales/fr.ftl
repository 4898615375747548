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
games-save-failed = Impossible d'enregistrer la partie dans { $path } : { $reason }. Elle reste ouverte ici ; la prochaine modification réessaiera.
games-archive-failed = La partie terminée n'a pas pu être déplacée dans l'historique : { $reason }
games-legacy-failed = La partie enregistrée par une version précédente n'a pas pu être ajoutée à la liste : { $reason }
games-damaged-moved = { $file } est inutilisable ({ $reason }) ; il a été déplacé vers { $moved }
games-damaged-left = { $file } est inutilisable ({ $reason }) ; il a été laissé à sa place
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
history-open = Ouvrir
history-open-label = Ouvrir { $game }
history-player-total = { $name } { $total }
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
file-save = Enregistrer
file-replace = Remplacer
file-open = Importer
file-cancel = Annuler
file-records-here = Parties enregistrées dans { $folder } :
file-choose-name = Saisissez un nom de fichier.
file-exists = { $path } existe déjà. Appuyez sur « Remplacer » pour l'écraser.
file-write-failed = Impossible d'écrire { $path } : { $reason }
file-saved = Enregistré dans { $path }
import-failed = { $path } ne peut pas être importé : { $reason }. Rien n'a été modifié.
import-too-big = le fichier est bien trop gros pour être un enregistrement de partie
import-not-text = le fichier n'est pas du texte (UTF-8)
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
status-line = Manche { $round } · tour { $turn } sur { $turns } · { $left ->
    [one] { $left } carte dans la pioche
   *[other] { $left } cartes dans la pioche
}

## Ce qui vient de se passer
event-sight-circled = { $sight } relié : { $points } entouré
event-sight-circled-bonus = { $sight } relié : { $points } entouré — tracez un segment bonus
event-pair-connected = villages { $letter }–{ $letter } reliés : { $points } entouré
event-sights-linked = deux curiosités { $sight } reliées
event-card-won = { $player } gagne la { $card } ({ $points } points)
event-card-discarded = la { $card } est défaussée
event-round-ended = fin de la manche { $round } : curiosités comptées
event-solo-reshuffle = mélangez les cartes Bonus Bleues restantes : deux restent en jeu
event-game-over = la partie est terminée

## Pourquoi une action est refusée
refusal-game-over = la partie est terminée
refusal-turn-not-finished = les cartes de ce tour ({ $c1 } et { $c2 }) sont révélées ; { $waiting } doit d'abord finir
refusal-no-cards = aucune carte Terrain n'est encore révélée
refusal-solo-reshuffle-due = il faut d'abord mélanger les cartes Bonus Bleues (partie à 1 joueur)
refusal-no-solo-reshuffle = aucun mélange des cartes Bonus n'est prévu maintenant
refusal-solo-reshuffle-count = mélange : { $expected } carte(s) Bonus restent, pas { $found }
refusal-solo-reshuffle-twice = mélange : la carte { $letter } est citée deux fois
refusal-deck-exhausted = la manche { $round } verrait { $would_see } cartes « { $card } », mais la pioche n'en contient que { $limit }
refusal-not-app-deck = la pioche de l'application montre { $n1 } et { $n2 }, pas { $c1 } et { $c2 }
refusal-unknown-seat = aucune feuille de cet appareil n'appartient à la place { $seat }
refusal-unknown-hex = la case { $hex } n'est pas sur la carte
refusal-not-neighbours = le segment { $from }-{ $to } de { $player } relie des cases qui ne sont pas voisines
refusal-already-drawn = le segment { $from }-{ $to } de { $player } est déjà tracé
refusal-terrain-mismatch = le segment { $from }-{ $to } de { $player } relie { $t1 } et { $t2 }, mais les cartes sont { $c1 } et { $c2 }
refusal-already-drew = { $player } a déjà tracé le segment de ce tour
refusal-already-passed = { $player } a déjà passé ce tour
refusal-no-bonus-owed = { $player } n'a pas de segment bonus à tracer
refusal-pass-with-legal-trail = { $player } ne peut pas passer : { $count } segment(s) correspondent à { $c1 } et { $c2 }
refusal-card-not-on-table = la { $card } n'est pas sur la table
refusal-nobody-else = toutes les feuilles de cette table sont sur cet appareil : personne d'autre n'a pu prendre la { $card }
refusal-already-marked = la { $card } est déjà marquée comme prise ce tour
refusal-no-blue-card = aucune carte Bonus Bleue { $letter } n'est sur la table
names-nobody = personne
names-and = { $first } et { $last }
