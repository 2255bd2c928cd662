import { phoneFrom, numDate, iso, money, pat } from './_util.mjs';
const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const CITIES = { PT: [['Lisboa', '1'], ['Porto', '4'], ['Coimbra', '3'], ['Braga', '47'], ['Faro', '80'], ['Aveiro', '38'], ['Setúbal', '29']], BR: [['São Paulo', 'SP', '0'], ['Rio de Janeiro', 'RJ', '2'], ['Belo Horizonte', 'MG', '3'], ['Curitiba', 'PR', '8'], ['Porto Alegre', 'RS', '9'], ['Salvador', 'BA', '4'], ['Recife', 'PE', '5'], ['Fortaleza', 'CE', '6']] };
const STREETS = { PT: ['Rua Augusta', 'Rua de Santa Catarina', 'Avenida da Liberdade', 'Rua do Carmo', 'Travessa das Flores', 'Rua Dom João V', 'Largo do Rato', 'Rua da Alegria'], BR: ['Rua das Flores', 'Av. Paulista', 'Rua Augusta', 'Rua XV de Novembro', 'Av. Brasil', 'Rua dos Andradas', 'Rua Oscar Freire', 'Av. Sete de Setembro'] };
const BAIRRO = ['Pinheiros', 'Centro', 'Copacabana', 'Savassi', 'Batel', 'Moinhos de Vento', 'Boa Viagem', 'Vila Mariana', 'Tijuca'];
export default {
  lang: 'pt', locales: { 'pt-PT': 'PT', 'pt-BR': 'BR' }, sep: ' ',
  names: {
    m: ['João', 'Pedro', 'Tiago', 'Rafael', 'Gustavo', 'Lucas', 'Miguel', 'Rodrigo', 'Bruno', 'Felipe', 'Diogo', 'Luís Carlos', 'André', 'Thiago', 'Vinícius'],
    f: ['Ana Paula', 'Beatriz', 'Mariana', 'Inês', 'Juliana', 'Camila', 'Carolina', 'Fernanda', 'Rita', 'Larissa', 'Leonor', 'Gabriela', 'Patrícia', 'Raquel', 'Letícia'],
    family: (r) => `${r.pick(FAM)}${r.chance(0.5) ? ' ' + r.pick(FAM2) : ''}`,
    order: 'gf',
    nick: { Rafael: 'Rafa', Gustavo: 'Guga', Fernanda: 'Nanda', Beatriz: 'Bia', Juliana: 'Ju', Felipe: 'Lipe', Carolina: 'Carol', Gabriela: 'Gabi', Patrícia: 'Paty' },
    titles: { m: ['Sr.', 'Dr.', 'Eng.º'], f: ['Sra.', 'D.', 'Dra.'], pos: 'pre' },
    initials: (p) => `${p.given[0]}. ${p.family.split(' ').slice(-1)[0]}`,
  },
  emailDomains: ['gmail.com', 'sapo.pt', 'hotmail.com', 'outlook.pt', 'uol.com.br', 'bol.com.br', 'terra.com.br', 'yahoo.com.br', 'iol.pt'], tlds: ['pt', 'com.br'],
  nids: { 'pt-PT': ['pt_nif'], 'pt-BR': ['br_cpf'], default: ['pt_nif'] }, nidNative: ['pt_nif', 'br_cpf'],
  passportCountries: { 'pt-PT': ['PT'], 'pt-BR': ['BR'], default: ['PT'] },
  phone: phoneFrom({
    PT: [['mobile', '9N# ### ###', 2], ['intl', '+351 91# ### ###'], ['landline', '21 ### ####'], ['landline', '22 ### ####']],
    BR: [['mobile', '(11) 9####-####', 2], ['mobile', '(21) 9####-####'], ['intl', '+55 31 9####-####'], ['landline', '(41) 3###-####'], ['mobile', '11 9########', 0.5]],
  }),
  address(r, c) {
    const st = r.pick(STREETS[c]);
    if (c === 'PT') { const [city, pre] = r.pick(CITIES.PT); return `${st}, ${r.int(1, 250)}${r.chance(0.5) ? `, ${r.int(1, 6)}º ${r.pick(['Esq.', 'Dto.', 'A', 'B'])}` : ''}, ${pre}${pat(r, '#'.repeat(4 - pre.length))}-${pat(r, '###')} ${city}`; }
    const [city, uf, pre] = r.pick(CITIES.BR); return `${st}, ${r.int(10, 3000)}${r.chance(0.5) ? `, apto ${r.int(11, 204)}` : ''} - ${r.pick(BAIRRO)}, ${city} - ${uf}, ${pre}${pat(r, '####')}-${pat(r, '###')}`;
  },
  cityNames: (c) => (CITIES[c] || CITIES.PT).map((x) => x[0]),
  date(d, style, r) { if (style === 'iso') return iso(d); if (style === 'numeric') return numDate(d, 'dmy', '/'); return `${d.d} de ${MONTHS[d.m - 1]} de ${d.y}`; },
  price: (r, c) => (c === 'BR' ? money(r, 'R$', { before: true }) : money(r, '€')),
  supportLine: (r, c) => pat(r, c === 'PT' ? '800 ### ###' : '0800 ### ####'),
  emergency: { PT: '112', BR: '190' },
  weekdays: ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo'],
  figures: ['Fernando Pessoa', 'Luís de Camões', 'Cristiano Ronaldo', 'Machado de Assis', 'Pelé', 'Amália Rodrigues', 'Tom Jobim', 'Clarice Lispector', 'Santos Dumont', 'José Saramago', 'Ayrton Senna'],
  companies: ['CTT', 'Continente', 'Pingo Doce', 'MEO', 'NOS', 'Caixa Geral de Depósitos', 'Correios', 'Nubank', 'Magazine Luiza', 'Itaú', 'Petrobras', 'Mercado Livre', 'TAP'],
  famousStreets: ['a Avenida Paulista', 'a Rua Augusta', 'a Avenida da Liberdade', 'a Rua de Santa Catarina', 'a Avenida Atlântica', 'a Rua Oscar Freire', 'o Chiado'],
  words: { at: 'arroba', dot: 'ponto', underscore: 'underline', digits: ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'] },
  bankFrames: { BR: ['agência {branch}, conta corrente {acct}', 'conta {acct}, agência {branch}'] },
  bankAccount: (r) => `${r.digits(r.int(5, 8))}-${r.digits(1)}`,
  greet: { casual: ['Oi {to_first},', 'Olá {to_first}!', 'Querida {to_first},'], formal: ['Prezado(a) {to_tname},', 'Exmo. Senhor,', 'Exmos. Senhores,'] },
  close: { casual: ['Beijos,', 'Abraço,', 'Até breve,'], formal: ['Atenciosamente,', 'Com os melhores cumprimentos,', 'Cordialmente,'] },
  titles: {
    personal_email: ['Assunto: novidades', 'Assunto: RE: fim de semana'], letter: ['{N_city}, {N_date}'], chat_family: ['Família 💛'], chat_colleagues: ['Grupo do projeto'],
    meeting_minutes: ['Ata da reunião de {N_date}', 'Ata da assembleia de condomínio'], customer_review: ['★☆☆☆☆ Não recomendo', '★★★★★ Atendimento excelente'], forum_post: ['Re: Minha conta foi hackeada, e agora?'],
    legal_letter: ['Ref.ª: {N_case}', 'Processo n.º {N_case}'], police_report: ['Boletim de ocorrência n.º {N_case}'], insurance_claim: ['Assunto: participação de sinistro {N_claim}'],
    medical_note: ['Relatório de consulta, {N_date}'], rental_listing: ['Aluga-se T2 luminoso perto de {N_street}, {N_price}/mês', 'Quarto em apartamento partilhado em {N_city}'], school_letter: ['Comunicado aos encarregados de educação – visita de estudo a {N_city}'],
    news_report: ['Homem detido em {N_city} por burla com criptomoedas'], diary_entry: ['{weekday}, {N_date}'], voice_note: ['Mensagem de voz (transcrição)'],
    support_email: ['Assunto: problema com a encomenda {N_order}'], dev_chat: ['#backend'], github_issue: ['Conexão recusada após atualizar para {N_version} · Issue #{n}{n}'], so_question: ['{N_devtool}: "authentication failed" ao conectar, por quê?'],
  },
  signoff: { meeting_minutes: ['Secretário: {other}'], police_report: ['Agente responsável: {tname}'] },
  codeIntro: ['Segue a parte relevante da config:', 'O comando exato:', 'Trecho do .env:', 'Código:'],
  fill: {
    c: ['Espero que estejam todos bem!', 'Depois te conto tudo.', 'Não para de chover.', 'Tô exausta.', 'As crianças mandam beijos.', 'Enfim.'],
    f: ['Aguardamos a sua resposta.', 'Seguem os detalhes abaixo.', 'Não são necessárias outras diligências neste momento.', 'O assunto foi amplamente discutido.'],
    d: ['Node 20 no Ubuntu.', 'Alguma ideia?', 'Stack trace abaixo.', 'Funcionava até o deploy de ontem.', 'Reiniciar o pod não resolveu.'],
  },
  frames: {
    person_name: ['3|Ontem falei com {name}, vai resolver.', 'f3|Solicito que coloquem {tname} em cópia.', 'c3|Adivinha quem encontrei no mercado? {name}!', 'f3|Foi ouvida a testemunha {full}, vizinha do imóvel.', 'd3|{handle} pode dar uma olhada?', '3|{name} substitui {other} durante as férias.', 'f3|Presentes: {full}, {other} e {tname}.'],
    email: ['Pode me escrever em {email}.', 'c|Escreva para {email_obf} (assim por causa do spam).', 'c|Meu e-mail novo é {email}, o antigo foi hackeado.', 'f|Favor enviar a via assinada para {email}.', '3|O e-mail de trabalho de {name} é {email}.', 'v|Meu e-mail é {email_sp}, tudo minúsculo.', 'd|Os commits aparecem com {email} em vez do e-mail da empresa.'],
    phone: ['Me liga no {phone} se precisar.', 'c|número novo: {phone}', 'f|A requerente pode ser contactada pelo telefone {phone}.', '3|O celular de {name} é {phone}, manda mensagem antes.', 'v|Me liga de volta no {phone_sp}, é o meu celular.', 'f[rental_listing]|Visitas mediante marcação pelo {phone}.'],
    address: ['Finalmente mudamos! O endereço novo é {addr}.', 'c|Manda a encomenda para {addr}, estou em casa a semana toda.', 'f|O inquilino reside atualmente em {addr}.', '3|{name} mudou-se para {addr} na primavera passada.', 'v|O endereço de entrega é {addr}, campainha de cima.', 'f3[police_report,news_report]|Os agentes dirigiram-se a {addr} por volta das {time}, onde {full} abriu a porta.'],
    date_of_birth: ['f3|{full}, nascido(a) em {dob_long}, foi ouvido(a) no local.', 'f3[medical_note]|Paciente {full}, data de nascimento {dob_num}, comparece por tosse persistente.', 'cM|Nasci em {dob_long}, sou mais velho do que parece.', 'f3M[school_letter]|O aluno {full} (nascido em {dob_num}) está matriculado para o próximo ano letivo.', 'v|minha data de nascimento é {dob_long}', 'cF|nascida em {dob_year}, com orgulho'],
    national_id: ['f|O meu {nid_name} é {nid}.', 'f3|{full} identificou-se com o {nid_name} {nid}.', 'c|pediram meu {nid_name} por telefone ({nid}), achei estranho', 'v|{nid_name}: {nid}'],
    passport: ['c|O número do passaporte para a reserva é {passport}.', 'f3|{full} viajava com o passaporte n.º {passport}.', 'f|A zona de leitura ótica do passaporte indica:\n{mrz}\n', 'c|coloca o meu passaporte na ficha do hotel? é {passport}'],
    bank_account: ['f|Solicito a transferência da caução para {bank}.', 'c|Faz a transferência para minha conta: {bank}.', 'f|A indemnização será creditada na conta {iban}, em nome de {full}.', 'c|o aluguel agora vai para {bank}'],
    credit_card: ['c|Paguei com o cartão {card} e cobraram duas vezes.', 'f|Favor debitar o valor no cartão n.º {card}, validade 09/28.', '3|{name} pagou no posto com o cartão {card}.', 'v|o número do cartão é {card_sp}'],
    ip_address: ['c|Meu IP é {ip} e foi banido sem motivo.', 'f|Foram registados acessos a partir de {ip} às {time}.', 'd|O servidor {ip} recusa conexões na porta 22.', 'd|A máquina interna é {ip_priv}.', 'f3|As mensagens anónimas foram rastreadas até {ip}, a ligação de {full}.'],
    crypto_wallet: ['c|Doações em {coin}: {wallet} 🙏', 'f|A vítima transferiu os fundos para o endereço {coin} {wallet}.', 'c|manda os {coin} para {wallet} que amanhã te devolvo', 'f|Os investigadores ligaram a carteira {wallet} ao esquema.'],
    password: ['c|a senha do wifi é {pw}', 'c|Netflix: meu e-mail e a senha {pw}, não muda!', 'd|Senha temporária do admin de staging: {pw}, troquem depois da demo.', 'f|O funcionário admitiu que a palavra-passe {pw} estava escrita num post-it.', 'v|a senha é {pw}'],
    api_key: ['d|Segue a {vendor} de produção: {apikey}, não commitem.', 'd|Achei {apikey} hardcoded no repo, é a nossa {vendor}.', 'd|Alguém pode rotacionar a {vendor}? Foi colada no #geral: {apikey}', 'f|A análise do incidente revelou que a {vendor} {apikey} estava num gist público.'],
    access_token: ['d|A requisição funciona com este bearer token: {token}, mas expira em uma hora.', 'd|Este é o JWT que o login devolve: {jwt}', 'd|Copiei o cookie de sessão ({session}) no Postman e funciona.', 'f|O atacante reutilizou o token de sessão {token} obtido dos logs do proxy.'],
    private_key: ['d|Segue a chave de deploy, cuidado:\n{pkey_block}\n', 'c|minha chave privada da carteira é {pkey_short}, o suporte disse que precisa', 'd|O JSON da service account tem "private_key": "{pkey_esc}", é normal?', 'd|Chave para testar: {pkey}'],
    connection_string: ['d|A app conecta com {conn} e dá timeout.', 'd|Com {conn} dá "authentication failed".', 'f|A connection string de produção {conn} aparecia na captura partilhada na reunião.'],
  },
  neg: ['Encomendei em {N_date} (pedido {N_order}) e ainda não chegou.', 'Código de rastreio {N_tracking}, caso ajude.', 'Nos encontramos n{N_street}.', 'No comboio para {N_city} li uma biografia de {N_figure}.', 'O apoio ao cliente da {N_company} ({N_support}) não ajudou nada.', 'A fatura {N_invoice} é de {N_price}.', 'Atualizar para {N_version} não resolveu.', 'd|O commit com problema é {N_git_sha}.', 'd|ID da requisição {N_uuid}.', 'd|A documentação usa {N_doc_key} como exemplo, então não é isso.', 'd|Na captura só aparece {N_masked_key}.', 'd|A chave pública pode ser partilhada: {N_pubkey}', 'd|Localmente uso {N_ph_conn}.', 'No recibo só aparece {N_masked_card}.', 'f|Processo n.º {N_case}.', 'f|Indique o número de sinistro {N_claim} em toda a correspondência.', 'O apartamento tem {N_area}, renda {N_price}.', 'cf|Em caso de emergência ligue {N_emergency}.', 'f|NIPC/CNPJ da empresa: {N_vat}.', 'f|BIC: {N_bic}.', 'Para questões de privacidade escreva para {N_role_email}.', 'O formulário trazia {N_ph_email} como exemplo.', 'c|Aterrámos em {N_city} no voo {N_flight}.', 'A {N_company} lançou o {N_product} em {N_date}.', 'O ticket {N_ticket} continua aberto.', 'd|SHA-256: {N_sha256}.', 'f|O IBAN de exemplo {N_doc_iban} do folheto não é uma conta real.', 'd|A chave é lida de {N_ph_key} no arranque.', 'f|O número antigo {N_masked_phone} já não está ativo.'],
};
const FAM = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento', 'Ferreira', 'Carvalho', 'Gomes', 'Martins', 'Rocha', 'Ribeiro', 'Lopes', 'da Silva', 'dos Santos', 'de Oliveira'];
const FAM2 = ['Barbosa', 'Cardoso', 'Teixeira', 'Moreira', 'Correia', 'Mendes', 'Fonseca', 'Azevedo', 'Pinto', 'Cavalcanti'];
