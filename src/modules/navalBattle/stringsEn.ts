// English strings for Naval Battle (module N): the board, the secret setup, the turn and the log (merged into en.ts).
export const enNaval = {
  'naval.start.kind': 'hidden ships, one ship a turn',
  'naval.arrange.chosen.ship': 'Chosen: {node}, a ship. Now choose a field of your port to swap with.',
  'naval.arrange.chosen.mine': 'Chosen: {node}, a mine. Choose a field to swap with, or keep it off the board.',
  'naval.arrange.chosen.battery': 'Chosen: {node}, a coastal battery. Choose another field beside an entrance to swap with.',
  'naval.arrange.chosen.free': 'Chosen: {node}, a free field. Put a mine here, or choose a field to swap with.',
  'naval.do.move': 'Choose to move here',
  'naval.do.attack': 'Choose to attack it',
  'naval.do.sweep': 'Choose to sweep this mine',
  'naval.do.removeBattery': 'Choose to remove this battery',
  'naval.do.strike': 'Choose for a plane strike on it',
  'naval.do.layMine': 'Choose to lay a mine here',
  'naval.zoom.label': 'Board zoom',
};
