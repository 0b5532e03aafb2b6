import L from 'leaflet';
import { arcoDe, poligonoEm, type Malha } from './malha.ts';

/** CSS class of the canvas with the polygons' fills (tests read its pixels). */
export const CHOROPLETH_CLASS = 'sigsa-coropletico';

/** The borders between polygons: thin and white, as on every CAOP map. */
const BORDER = { colour: '#ffffff', width: 0.5, alpha: 0.9 } as const;
/** The chosen polygon's outline. */
const SELECTED = { colour: '#212529', width: 3 } as const;

/** Leaflet's Renderer internals this layer builds on (the bounds, the map, the zoom animation). */
interface RendererInternals {
  _map: L.Map & { _animatingZoom?: boolean };
  _bounds?: L.Bounds;
  _container?: HTMLElement;
  _update(): void;
}

/** The projected paths of one zoom and pixel origin (Leaflet's layer points), built as polygons come into view. */
interface Projecao {
  chave: string;
  escala: number;
  origem: L.Point;
  caminhos: (Path2D | undefined)[];
}

/** The three drawings, one canvas each, stacked in this order. */
type Camada = 'cores' | 'bordas' | 'escolha';
const CAMADAS: readonly Camada[] = ['cores', 'bordas', 'escolha'];

/**
 * Every polygon of a {@link Malha} filled on a canvas, with the borders and the chosen polygon's outline on two
 * canvases above it. Each is drawn again only when what it shows changes: new colours (a disease, a day, a tick)
 * refill the polygons and nothing else, the fill of each asked of `fill` at draw time; the borders change with the
 * view only, and are drawn the frame after the fills, so the first paint does not wait for them. Leaflet's
 * Renderer keeps the canvases over the view and scales them during zoom animations; the paths are projected once
 * per zoom, for the polygons in view. Hit-testing is arithmetic on the decoded arcs, not the canvas.
 */
export class ChoroplethCanvas extends L.Renderer {
  private malha: Malha | null = null;
  private fill: (codigo: string) => string = () => 'transparent';
  private selected: string | null = null;
  private projecao: Projecao | null = null;
  private canvases: Partial<Record<Camada, HTMLCanvasElement>> = {};
  private pendentes = new Set<Camada>();
  private frame = 0;

  constructor() {
    // No padding beyond the view's tenth: a pan draws again at its end, like Leaflet's own canvas.
    super({ padding: 0.1 });
  }

  private get internals(): RendererInternals {
    return this as unknown as RendererInternals;
  }

  /** The geometry to draw (a new zoom band); the projected paths go with the old one. */
  setMalha(malha: Malha | null): void {
    if (malha === this.malha) return;
    this.malha = malha;
    this.projecao = null;
    this.requestDraw(CAMADAS);
  }

  setFill(fill: (codigo: string) => string): void {
    this.fill = fill;
    this.requestDraw(['cores']);
  }

  setSelected(codigo: string | null): void {
    this.selected = codigo;
    this.requestDraw(['escolha']);
  }

  /** The code of the polygon under a layer point (a click, the pointer), or null. */
  codigoEm(point: L.Point): string | null {
    const map = this.internals._map as L.Map | undefined;
    if (!this.malha || !map) return null;
    const escala = 256 * 2 ** map.getZoom();
    const origem = map.getPixelOrigin();
    return poligonoEm(this.malha, (point.x + origem.x) / escala, (point.y + origem.y) / escala);
  }

  /** Shows the pointer as a hand over a polygon, as over any clickable thing of the map. */
  apontar(point: L.Point): void {
    this.internals._container?.classList.toggle('leaflet-interactive', this.codigoEm(point) !== null);
  }

  // --- Leaflet's Renderer hooks ------------------------------------------------------------------------------

  _initContainer(): void {
    const container = document.createElement('div');
    container.style.position = 'absolute';
    for (const camada of CAMADAS) {
      const canvas = document.createElement('canvas');
      canvas.style.position = 'absolute';
      canvas.style.left = '0';
      canvas.style.top = '0';
      if (camada === 'cores') canvas.className = CHOROPLETH_CLASS;
      container.appendChild(canvas);
      this.canvases[camada] = canvas;
    }
    this.internals._container = container;
  }

  _destroyContainer(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.pendentes.clear();
    this.internals._container?.remove();
    delete this.internals._container;
    this.canvases = {};
  }

  _update(): void {
    const internals = this.internals;
    if (internals._map._animatingZoom && internals._bounds) return;
    (L.Renderer.prototype as unknown as RendererInternals)._update.call(this);
    const bounds = internals._bounds;
    if (!internals._container || !bounds) return;
    const size = bounds.getSize();
    const ratio = Math.max(1, window.devicePixelRatio || 1);
    L.DomUtil.setPosition(internals._container, bounds.min ?? L.point(0, 0));
    for (const canvas of Object.values(this.canvases)) {
      // Resizing a canvas empties it: each is drawn again below.
      canvas.width = Math.round(ratio * size.x);
      canvas.height = Math.round(ratio * size.y);
      canvas.style.width = `${size.x}px`;
      canvas.style.height = `${size.y}px`;
    }
    this.draw(['cores', 'escolha']);
    this.requestDraw(['bordas']);
  }

  /** The Renderer's per-layer work: this layer has no sub-layers, it draws in {@link _update}. */
  _updatePaths(): void {}

  // --- Drawing -------------------------------------------------------------------------------------------------

  /** One draw per frame, however many changes arrive in it; the borders wait for a frame without fills. */
  private requestDraw(camadas: readonly Camada[]): void {
    for (const camada of camadas) this.pendentes.add(camada);
    if (this.frame || !this.internals._container) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      const agora = [...this.pendentes].filter((c) => c !== 'bordas' || !this.pendentes.has('cores'));
      this.draw(agora);
      if (this.pendentes.size > 0) this.requestDraw([]);
    });
  }

  /** The paths of the current zoom and origin: kept while the map pans, dropped when it zooms. */
  private projecaoAtual(map: L.Map): Projecao {
    const escala = 256 * 2 ** map.getZoom();
    const origem = map.getPixelOrigin();
    const chave = `${escala}:${origem.x}:${origem.y}`;
    if (this.projecao?.chave !== chave) this.projecao = { chave, escala, origem, caminhos: [] };
    return this.projecao;
  }

  /** Polygon `i`'s rings as a path in layer points. */
  private caminho(malha: Malha, projecao: Projecao, i: number): Path2D {
    const existing = projecao.caminhos[i];
    if (existing) return existing;
    const { escala, origem } = projecao;
    const path = new Path2D();
    for (const ring of malha.aneis[i] ?? []) {
      let first = true;
      for (const ref of ring) {
        const points = malha.arcos[arcoDe(ref)] ?? new Float64Array();
        const n = points.length / 2;
        // The arcs of a ring meet end to start: each after the first skips its first point.
        for (let k = first ? 0 : 1; k < n; k++) {
          const j = ref < 0 ? n - 1 - k : k;
          const x = (points[2 * j] ?? 0) * escala - origem.x;
          const y = (points[2 * j + 1] ?? 0) * escala - origem.y;
          if (first) path.moveTo(x, y);
          else path.lineTo(x, y);
          first = false;
        }
      }
      path.closePath();
    }
    projecao.caminhos[i] = path;
    return path;
  }

  /** Draws `camadas` now, each on its canvas emptied first. */
  private draw(camadas: readonly Camada[]): void {
    const { _bounds: bounds, _map: map } = this.internals;
    for (const camada of camadas) this.pendentes.delete(camada);
    if (!bounds?.min || !map) return;
    const malha = this.malha;
    const projecao = this.projecaoAtual(map);
    const visiveis = malha ? this.visiveis(malha, projecao, bounds) : [];
    for (const camada of camadas) {
      const canvas = this.canvases[camada];
      const ctx = canvas?.getContext('2d');
      if (!canvas || !ctx) continue;
      const ratio = canvas.width / Math.max(1, bounds.getSize().x);
      ctx.setTransform(ratio, 0, 0, ratio, -bounds.min.x * ratio, -bounds.min.y * ratio);
      ctx.clearRect(bounds.min.x, bounds.min.y, bounds.getSize().x, bounds.getSize().y);
      if (!malha) continue;
      if (camada === 'cores') this.desenharCores(ctx, malha, projecao, visiveis);
      else if (camada === 'bordas') this.desenharBordas(ctx, malha, projecao, visiveis);
      else this.desenharEscolha(ctx, malha, projecao);
    }
  }

  private desenharCores(
    ctx: CanvasRenderingContext2D,
    malha: Malha,
    projecao: Projecao,
    visiveis: number[],
  ): void {
    // Polygons of one colour filled one after the other: the fill style is set once per colour.
    const porCor = new Map<string, number[]>();
    for (const i of visiveis) {
      const cor = this.fill(malha.ids[i] ?? '');
      const grupo = porCor.get(cor);
      if (grupo) grupo.push(i);
      else porCor.set(cor, [i]);
    }
    for (const [cor, grupo] of porCor) {
      ctx.fillStyle = cor;
      for (const i of grupo) ctx.fill(this.caminho(malha, projecao, i), 'evenodd');
    }
  }

  /** The borders of the polygons in view, each arc stroked once. */
  private desenharBordas(
    ctx: CanvasRenderingContext2D,
    malha: Malha,
    projecao: Projecao,
    visiveis: number[],
  ): void {
    const { escala, origem } = projecao;
    const mesh = new Path2D();
    const feitos = new Set<number>();
    for (const i of visiveis)
      for (const ring of malha.aneis[i] ?? [])
        for (const ref of ring) {
          const arco = arcoDe(ref);
          if (feitos.has(arco)) continue;
          feitos.add(arco);
          const points = malha.arcos[arco] ?? new Float64Array();
          for (let k = 0; k < points.length; k += 2) {
            const x = (points[k] ?? 0) * escala - origem.x;
            const y = (points[k + 1] ?? 0) * escala - origem.y;
            if (k === 0) mesh.moveTo(x, y);
            else mesh.lineTo(x, y);
          }
        }
    ctx.globalAlpha = BORDER.alpha;
    ctx.strokeStyle = BORDER.colour;
    ctx.lineWidth = BORDER.width;
    ctx.lineJoin = 'round';
    ctx.stroke(mesh);
  }

  /** The chosen polygon's outline: its own, or (Madeira) the municipality drawn for its parishes. */
  private desenharEscolha(ctx: CanvasRenderingContext2D, malha: Malha, projecao: Projecao): void {
    if (!this.selected) return;
    const i = malha.indice.get(this.selected) ?? malha.indice.get(this.selected.slice(0, 4));
    if (i === undefined) return;
    ctx.strokeStyle = SELECTED.colour;
    ctx.lineWidth = SELECTED.width;
    ctx.lineJoin = 'round';
    ctx.stroke(this.caminho(malha, projecao, i));
  }

  /** The polygons whose box meets the canvas. */
  private visiveis(malha: Malha, projecao: Projecao, bounds: L.Bounds): number[] {
    const { escala, origem } = projecao;
    const min = bounds.min ?? L.point(0, 0);
    const max = bounds.max ?? L.point(0, 0);
    const minU = (min.x + origem.x) / escala;
    const minV = (min.y + origem.y) / escala;
    const maxU = (max.x + origem.x) / escala;
    const maxV = (max.y + origem.y) / escala;
    const caixas = malha.caixas;
    const found: number[] = [];
    for (let i = 0; i < malha.ids.length; i++) {
      const c = 4 * i;
      if (
        (caixas[c] ?? 0) <= maxU &&
        (caixas[c + 2] ?? 0) >= minU &&
        (caixas[c + 1] ?? 0) <= maxV &&
        (caixas[c + 3] ?? 0) >= minV
      )
        found.push(i);
    }
    return found;
  }
}
