// §9: button sizes s|m|l (the hero also has xs); §3 buttonPosition left|center|right|none.
export const buttonSizes = ['s', 'm', 'l'] as const
export const buttonPositions = ['left', 'center', 'right', 'none'] as const
