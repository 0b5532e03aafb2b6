import type { ResourceDefinition } from './platform/resources/resource.types.ts';
import { exploracoesResource } from './exploracoes/exploracoes.resource.ts';
import { infraestruturasResource } from './infraestruturas/infraestruturas.resource.ts';
import { distritosResource } from './reference/resources/distritos.resource.ts';
import { concelhosResource } from './reference/resources/concelhos.resource.ts';
import { freguesiasResource } from './reference/resources/freguesias.resource.ts';
import { especiesResource } from './reference/resources/especies.resource.ts';
import { doencasResource } from './reference/resources/doencas.resource.ts';
import { customTypesResource } from './reference/resources/custom-types.resource.ts';
import { laboratoriosResource } from './reference/resources/laboratorios.resource.ts';
import { matrizesAmostrasResource } from './reference/resources/matrizes-amostras.resource.ts';
import { ensaiosLaboratoriaisResource } from './reference/resources/ensaios-laboratoriais.resource.ts';
import { tiposResultadosResource } from './reference/resources/tipos-resultados.resource.ts';
import { listaValoresResource } from './reference/resources/lista-valores.resource.ts';
import { tiposControloResource } from './reference/resources/tipos-controlo.resource.ts';
import { tiposMotivosDevolucaoResource } from './reference/resources/tipos-motivos-devolucao.resource.ts';
import { tiposArmadilhaResource } from './reference/resources/tipos-armadilha.resource.ts';
import { inseticidasResource } from './reference/resources/inseticidas.resource.ts';
import { categoriasAnimaisResource } from './reference/resources/categorias-animais.resource.ts';
import { subCategoriasAnimaisResource } from './reference/resources/sub-categorias-animais.resource.ts';
import { dsavrsResource } from './reference/resources/dsavrs.resource.ts';
import { seriesResource } from './reference/resources/series.resource.ts';
import { tiposInfraestruturasResource } from './reference/resources/tipos-infraestruturas.resource.ts';
import { frequenciasUtilizacaoResource } from './reference/resources/frequencias-utilizacao.resource.ts';
import { paisesResource } from './reference/resources/paises.resource.ts';
import { autenticacoesSipaResource } from './reference/resources/autenticacoes-sipa.resource.ts';
import { desconformidadesResource } from './reference/resources/desconformidades.resource.ts';
import { desconformidadesRegistoSaudeResource } from './reference/resources/desconformidades-registo-saude.resource.ts';
import { motivosExamesResource } from './reference/resources/motivos-exames.resource.ts';
import { zonasCacasResource } from './reference/resources/zonas-cacas.resource.ts';
import { bandosResource } from './reference/resources/bandos.resource.ts';
import { classificacoesRiscoResource } from './reference/resources/classificacoes-risco.resource.ts';
import { modelosDocumentosResource } from './reference/resources/modelos-documentos.resource.ts';
import { pedidosDadosPessoaisResource } from './reference/resources/pedidos-dados-pessoais.resource.ts';
import { recordResource } from './platform/records/record-presenter.ts';
import { withAdmin } from './platform/admin/admin-resource.ts';
import { alteracoesGestaoResource } from './platform/admin/alteracoes-gestao.resource.ts';
import { ADMIN_TABLES } from './reference/reference.admin.ts';
import { vacinacaoRecord } from './records/vacinacao/vacinacao.record.ts';
import { colheitaAmostrasRecord } from './records/colheita-amostras/colheita-amostras.record.ts';
import { colheitaSelvagemRecord } from './records/colheita-amostras-selvagens/colheita-selvagem.record.ts';
import { exameRecord } from './records/exame-clinico-necropsia/exame.record.ts';
import { riscoSanitarioRecord } from './records/risco-sanitario/risco.record.ts';
import { notificacaoRecord } from './records/notificacao-suspeita-doenca/notificacao.record.ts';
import { usersResource } from './users/users.resource.ts';

/** A reference list as Gerir administers it, when it is administered (archive, "Por confirmar", `gestao`). */
function administered(resource: ResourceDefinition): ResourceDefinition {
  const table = ADMIN_TABLES.get(resource.entity);
  return table ? withAdmin(resource, table, ADMIN_TABLES) : resource;
}

/** Every listable entity; the generic list routes are generated from this list (docs/api.md). */
export const RESOURCES: readonly ResourceDefinition[] = [
  exploracoesResource,
  infraestruturasResource,
  tiposInfraestruturasResource,
  paisesResource,
  distritosResource,
  concelhosResource,
  freguesiasResource,
  especiesResource,
  doencasResource,
  customTypesResource,
  laboratoriosResource,
  matrizesAmostrasResource,
  ensaiosLaboratoriaisResource,
  tiposResultadosResource,
  listaValoresResource,
  tiposControloResource,
  tiposMotivosDevolucaoResource,
  tiposArmadilhaResource,
  inseticidasResource,
  frequenciasUtilizacaoResource,
  categoriasAnimaisResource,
  subCategoriasAnimaisResource,
  dsavrsResource,
  seriesResource,
  autenticacoesSipaResource,
  modelosDocumentosResource,
  motivosExamesResource,
  desconformidadesResource,
  desconformidadesRegistoSaudeResource,
  zonasCacasResource,
  bandosResource,
  classificacoesRiscoResource,
  pedidosDadosPessoaisResource,
]
  .map(administered)
  .concat([
    recordResource(vacinacaoRecord),
    recordResource(notificacaoRecord),
    recordResource(exameRecord),
    recordResource(riscoSanitarioRecord),
    recordResource(colheitaAmostrasRecord),
    recordResource(colheitaSelvagemRecord),
    usersResource,
    alteracoesGestaoResource,
  ]);
