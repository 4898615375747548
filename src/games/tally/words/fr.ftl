# Tally, le jeu d'essai : ses mots, à côté de ses règles.
game-title-trailpad-test-tally = Tally
tally-players = Joueurs (un par ligne)
tally-points = Points
tally-add = Ajouter
tally-add-label = Ajouter des points à { $name }
tally-end = Finir la partie
tally-leave = Retour au départ
tally-scored = { $name } : { $total }
tally-ended = La partie est finie.
tally-over = Scores finaux
