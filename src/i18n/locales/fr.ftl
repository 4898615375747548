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
