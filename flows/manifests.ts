/**
 * Every order flow's manifest, in the order the menu and the footer list their services: adding a
 * flow is its definition, its manifest and one line here (docs/decisions/020-one-manifest-per-flow.md).
 */
import type { FlowManifest } from './parts/manifest';
import marcaNacional from './marca-nacional.manifest';
import marcaEuropea from './marca-europea.manifest';
import marcaInternacional from './marca-internacional.manifest';
import nombreComercial from './nombre-comercial.manifest';
import renovacionMarca from './renovacion-marca.manifest';
import patentes from './patentes.manifest';
import disenoIndustrial from './diseno-industrial.manifest';
import modeloUtilidad from './modelo-utilidad.manifest';
import derechosAutor from './derechos-autor.manifest';
import recuperacionDominios from './recuperacion-dominios.manifest';
import informePrevio from './informe-previo.manifest';
import solicitudTitulo from './solicitud-titulo.manifest';
import vigilanciaMarcas from './vigilancia-marcas.manifest';
import contestacionSuspensos from './contestacion-suspensos.manifest';
import presentacionOposiciones from './presentacion-oposiciones.manifest';
import recursoAlzada from './recurso-alzada.manifest';
import cambioTitular from './cambio-titular.manifest';
import pagoAnualidadesPatentes from './pago-anualidades-patentes.manifest';
import pagoAnualidadesModelos from './pago-anualidades-modelos.manifest';
import renovacionDiseno from './renovacion-diseno.manifest';
import disenoLogos from './diseno-logos.manifest';

/** `never`: each manifest types the order data its right reads, and the list reads none. */
export const manifests: readonly FlowManifest<never>[] = [
  marcaNacional,
  marcaEuropea,
  marcaInternacional,
  nombreComercial,
  renovacionMarca,
  patentes,
  disenoIndustrial,
  modeloUtilidad,
  derechosAutor,
  recuperacionDominios,
  informePrevio,
  solicitudTitulo,
  vigilanciaMarcas,
  contestacionSuspensos,
  presentacionOposiciones,
  recursoAlzada,
  cambioTitular,
  pagoAnualidadesPatentes,
  pagoAnualidadesModelos,
  renovacionDiseno,
  disenoLogos,
];
