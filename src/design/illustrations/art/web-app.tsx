// web-app: a browser window showing an open photo-book spread, with a mouse pointer clicking on it.
export default function WebApp() {
  return (
    <>
      <rect x="12" y="24" width="176" height="140" rx="10" />
      <path d="M12 50 H188" />
      <circle cx="28" cy="37" r="4" />
      <circle cx="42" cy="37" r="4" />
      <circle cx="56" cy="37" r="4" />
      <rect x="70" y="31" width="104" height="12" rx="6" strokeWidth="3" />
      <path d="M34 74 Q66 66 100 76 V142 Q66 132 34 140 Z M100 76 Q134 66 166 74 V140 Q134 132 100 142 Z" />
      <rect x="44" y="82" width="46" height="38" rx="2" strokeWidth="3" />
      <path d="M46 116 L60 100 L70 110 L76 104 L88 116" strokeWidth="3" />
      <circle cx="80" cy="92" r="4" strokeWidth="3" />
      <rect x="110" y="82" width="22" height="22" rx="2" strokeWidth="3" />
      <rect x="136" y="82" width="20" height="22" rx="2" strokeWidth="3" />
      <path d="M110 114 H156 M110 124 H144" strokeWidth="3" />
      <path d="M150 148 V180 L158 173 L164 185 L170 182 L164 170 L174 169 Z" fill="currentColor" />
    </>
  )
}
