// web-app: a browser window showing a photo-book spread, with a mouse pointer.
export default function WebApp() {
  return (
    <>
      <rect x="14" y="28" width="172" height="132" rx="10" />
      <path d="M14 54 H186" />
      <circle cx="30" cy="41" r="4" />
      <circle cx="44" cy="41" r="4" />
      <circle cx="58" cy="41" r="4" />
      <path d="M40 78 Q70 70 100 78 V140 Q70 132 40 140 Z M100 78 Q130 70 160 78 V140 Q130 132 100 140 Z" />
      <path d="M48 126 L62 106 L72 116 L80 108 L92 126 M110 94 H150 M110 107 H146 M110 120 H150" />
      <circle cx="84" cy="94" r="4" />
      <path d="M150 142 V180 L159 171 L166 186 L173 183 L166 168 L178 168 Z" fill="currentColor" />
    </>
  )
}
