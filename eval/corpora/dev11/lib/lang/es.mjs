import { phoneFrom, numDate, iso, money, pat } from './_util.mjs';
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const CITIES = { ES: [['Madrid', '280'], ['Barcelona', '080'], ['Valencia', '460'], ['Sevilla', '410'], ['Zaragoza', '500'], ['Málaga', '290'], ['Bilbao', '480'], ['Granada', '180'], ['Salamanca', '370'], ['Valladolid', '470']], MX: [['Ciudad de México', '0', 'CDMX'], ['Guadalajara', '44', 'Jal.'], ['Monterrey', '64', 'N.L.'], ['Puebla', '72', 'Pue.'], ['Mérida', '97', 'Yuc.'], ['Querétaro', '76', 'Qro.']] };
const STREETS = { ES: ['Calle Mayor', 'Calle de Alcalá', 'Avenida de la Constitución', 'Calle del Olmo', 'Paseo de la Castellana', 'Calle San Vicente', 'Plaza del Sol', 'Calle de los Almendros', 'Ronda de Segovia', 'Calle Real'], MX: ['Av. Insurgentes Sur', 'Calle Morelos', 'Av. Juárez', 'Calle Hidalgo', 'Calzada de Tlalpan', 'Calle 5 de Mayo', 'Av. Revolución'] };
const COL = ['Del Valle', 'Roma Norte', 'Condesa', 'Providencia', 'Centro', 'Narvarte', 'Americana', 'Obispado'];
export default {
  lang: 'es', locales: { 'es-ES': 'ES', 'es-MX': 'MX' }, sep: ' ',
  names: {
    m: ['Alejandro', 'Javier', 'Carlos', 'Miguel Ángel', 'Pablo', 'Diego', 'José Luis', 'Sergio', 'Andrés', 'Fernando', 'Raúl', 'Jorge', 'Iker', 'Santiago', 'Emiliano', 'Francisco'],
    f: ['María José', 'Lucía', 'Carmen', 'Laura', 'Ana Belén', 'Paula', 'Marta', 'Sofía', 'Elena', 'Guadalupe', 'Valentina', 'Ximena', 'Rocío', 'Nuria', 'Ainhoa', 'Fernanda'],
    family: (r) => `${r.pick(FAM)} ${r.pick(FAM)}`,
    order: 'gf',
    nick: { Francisco: 'Paco', 'José Luis': 'Pepe', Alejandro: 'Álex', Guadalupe: 'Lupe', 'María José': 'Majo', Santiago: 'Santi', Javier: 'Javi', Fernanda: 'Fer' },
    titles: { m: ['Sr.', 'don', 'D.', 'Dr.', 'Lic.'], f: ['Sra.', 'doña', 'Dña.', 'Dra.', 'Lic.'], pos: 'pre' },
    initials: (p) => `${p.given[0]}. ${p.family.split(' ')[0]}`,
  },
  emailDomains: ['gmail.com', 'hotmail.es', 'yahoo.es', 'outlook.es', 'telefonica.net', 'prodigy.net.mx', 'hotmail.com', 'icloud.com'], tlds: ['es', 'com.mx', 'mx'],
  nids: { 'es-ES': ['es_dni', 'es_dni', 'es_nie'], 'es-MX': ['mx_curp'], default: ['es_dni', 'ar_dni', 'cl_rut'] }, nidNative: ['es_dni', 'es_nie', 'mx_curp', 'ar_dni', 'cl_rut'],
  passportCountries: { 'es-ES': ['ES'], 'es-MX': ['MX'], default: ['ES'] },
  phone: phoneFrom({
    ES: [['mobile', '6## ## ## ##', 1.5], ['mobile', '6## ### ###', 1.5], ['intl', '+34 6## ### ###'], ['landline', '91 ### ## ##'], ['landline', '93 ### ## ##']],
    MX: [['mobile', '55 #### ####', 2], ['intl', '+52 1 33 #### ####'], ['intl', '+52 81 #### ####'], ['landline', '(55) N###-####']],
  }),
  address(r, c) {
    const st = r.pick(STREETS[c]);
    if (c === 'ES') { const [city, pre] = r.pick(CITIES.ES); return `${st}, ${r.int(1, 150)}${r.chance(0.6) ? `, ${r.int(1, 9)}º ${r.pick(['A', 'B', 'C', 'D', 'izq.', 'dcha.'])}` : ''}, ${pre}${pat(r, '##')} ${city}`; }
    const [city, pre, est] = r.pick(CITIES.MX); return `${st} ${r.int(10, 2400)}${r.chance(0.4) ? ` int. ${r.int(1, 40)}` : ''}, Col. ${r.pick(COL)}, ${pre}${pat(r, '#'.repeat(5 - pre.length))} ${city}, ${est}`;
  },
  cityNames: (c) => (CITIES[c] || CITIES.ES).map((x) => x[0]),
  date(d, style, r) { if (style === 'iso') return iso(d); if (style === 'numeric') return numDate(d, 'dmy', '/', r.chance(0.7)); return `${d.d} de ${MONTHS[d.m - 1]} de ${d.y}`; },
  price: (r, c) => (c === 'MX' ? money(r, '$', { before: true, dec: '.', thou: ',', space: false, max: 20000 }) + ' MXN' : money(r, '€')),
  supportLine: (r, c) => pat(r, c === 'ES' ? '900 ### ###' : '800 ### ####'),
  emergency: { ES: '112', MX: '911' },
  weekdays: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  figures: ['Miguel de Cervantes', 'Pablo Picasso', 'Frida Kahlo', 'Salvador Dalí', 'Gabriel García Márquez', 'Rafael Nadal', 'Federico García Lorca', 'Benito Juárez', 'Rosalía', 'Pedro Almodóvar', 'Octavio Paz'],
  companies: ['Mercadona', 'El Corte Inglés', 'Telefónica', 'Movistar', 'Renfe', 'Iberdrola', 'BBVA', 'Santander', 'OXXO', 'Telcel', 'Bimbo', 'Correos', 'Zara'],
  famousStreets: ['la Gran Vía', 'las Ramblas', 'el Paseo de Gracia', 'la calle Preciados', 'el Paseo de la Reforma', 'la avenida Madero', 'la calle Sierpes'],
  words: { at: 'arroba', dot: 'punto', underscore: 'guion bajo', digits: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'] },
  bankFrames: { MX: ['la CLABE {clabe}', 'la cuenta CLABE {clabe}'] },
  greet: { casual: ['Hola {to_first}:', '¡Hola, {to_first}!', 'Querida {to_first}:'], formal: ['Estimado/a {to_tname}:', 'Muy señores míos:', 'A quien corresponda:'] },
  close: { casual: ['Un abrazo,', 'Besos,', 'Nos vemos,'], formal: ['Atentamente,', 'Reciba un cordial saludo,', 'Quedo a su disposición.'] },
  titles: {
    personal_email: ['Asunto: novedades', 'Asunto: RE: el finde'], letter: ['{N_city}, {N_date}'], chat_family: ['Familia 🏠'], chat_colleagues: ['Grupo del proyecto'],
    meeting_minutes: ['Acta de la reunión del {N_date}', 'Acta de la junta de vecinos'], customer_review: ['★☆☆☆☆ No lo recomiendo', '★★★★★ Muy buena atención'], forum_post: ['Re: Me hackearon la cuenta, ¿qué hago?'],
    legal_letter: ['Ref.: {N_case}', 'Procedimiento {N_case}'], police_report: ['Atestado n.º {N_case}'], insurance_claim: ['Asunto: parte de siniestro {N_claim}'],
    medical_note: ['Informe de consulta, {N_date}'], rental_listing: ['Se alquila piso luminoso cerca de {N_street}, {N_price}/mes', 'Habitación en piso compartido en {N_city}'], school_letter: ['Circular a las familias – excursión a {N_city}'],
    news_report: ['Detenido en {N_city} un hombre por estafa con criptomonedas'], diary_entry: ['{weekday}, {N_date}'], voice_note: ['Nota de voz (transcripción)'],
    support_email: ['Asunto: problema con el pedido {N_order}'], dev_chat: ['#backend'], github_issue: ['Conexión rechazada tras actualizar a {N_version} · Issue #{n}{n}'], so_question: ['{N_devtool}: «authentication failed» al conectar, ¿por qué?'],
  },
  signoff: { meeting_minutes: ['Levanta acta: {other}'], police_report: ['Agente instructor: {tname}'] },
  codeIntro: ['Esta es la parte relevante de mi config:', 'El comando exacto:', 'Extracto del .env:', 'Código:'],
  fill: {
    c: ['¡Espero que estéis todos bien!', 'Ya te cuento el sábado.', 'No para de llover.', 'Estoy agotada.', 'Los niños te mandan besos.', 'En fin.'],
    f: ['Quedamos a la espera de su respuesta.', 'Adjuntamos los detalles a continuación.', 'No se requieren más actuaciones por ahora.', 'El asunto se trató con detalle.'],
    d: ['Node 20 en Ubuntu.', '¿Alguna idea?', 'El stack trace va abajo.', 'Funcionaba hasta el despliegue de ayer.', 'Reiniciar el pod no sirvió de nada.'],
  },
  frames: {
    person_name: ['3|Ayer hablé con {name} y me dijo que lo soluciona.', 'f3|Ruego pongan en copia a {tname}.', 'c3|¿A que no sabes con quién me crucé en el súper? ¡Con {name}!', 'f3|Se tomó declaración al testigo {full}, vecino del inmueble.', 'd3|{handle} ¿le echas un vistazo?', '3|{name} sustituye a {other} durante las vacaciones.', 'f3|Asistentes: {full}, {other} y {tname}.'],
    email: ['Me puedes escribir a {email}.', 'c|Escríbeme a {email_obf} (así por el spam).', 'c|Mi correo nuevo es {email}, el viejo me lo hackearon.', 'f|Envíe la copia firmada a {email}.', '3|El correo del trabajo de {name} es {email}.', 'v|Mi correo es {email_sp}, todo en minúsculas.', 'd|Los commits salen con {email} en vez de mi cuenta del trabajo.'],
    phone: ['Llámame al {phone} si pasa algo.', 'c|número nuevo: {phone}', 'f|La interesada puede ser contactada en el teléfono {phone}.', '3|El móvil de {name} es el {phone}, mejor escríbele antes.', 'v|Llámame al {phone_sp}, es mi móvil.', 'f[rental_listing]|Visitas concertando cita en el {phone}.'],
    address: ['¡Por fin nos mudamos! La nueva dirección es {addr}.', 'c|Mándame el paquete a {addr}, estoy toda la semana.', 'f|El arrendatario reside actualmente en {addr}.', '3|{name} se mudó a {addr} la primavera pasada.', 'v|La dirección de entrega es {addr}, el timbre de arriba.', 'f3[police_report,news_report]|Los agentes acudieron a {addr} sobre las {time}, donde les abrió {full}.'],
    date_of_birth: ['f3|{full}, nacido/a el {dob_long}, fue entrevistado/a en el lugar.', 'f3[medical_note]|Paciente {full}, fecha de nacimiento {dob_num}, acude por tos persistente.', 'c|Nací el {dob_long}, así que soy mayor de lo que crees.', 'f3M[school_letter]|El alumno {full} (nacido el {dob_num}) queda matriculado para el próximo curso.', 'v|mi fecha de nacimiento es el {dob_long}', 'cF|nacida en {dob_year}, y a mucha honra'],
    national_id: ['f|Mi {nid_name} es {nid}.', 'f3|{full} se identificó con {nid_name} {nid}.', 'c|me pidieron el {nid_name} por teléfono ({nid}), muy raro', 'v|{nid_name}: {nid}'],
    passport: ['c|El número de pasaporte para la reserva es {passport}.', 'f3|{full} viajaba con el pasaporte n.º {passport}.', 'f|La zona de lectura mecánica del pasaporte dice:\n{mrz}\n', 'c|¿me pones el pasaporte en la ficha del hotel? es {passport}'],
    bank_account: ['f|Ruego transfieran la fianza a {bank}.', 'c|Pásamelo a mi cuenta: {bank}.', 'f|La indemnización se abonará en la cuenta {iban}, a nombre de {full}.', 'c|el alquiler ahora va a {bank}'],
    credit_card: ['c|Pagué con mi tarjeta {card} y me cobraron dos veces.', 'f|Carguen el importe pendiente a la tarjeta {card}, caducidad 09/28.', '3|{name} pagó en la gasolinera con la tarjeta {card}.', 'v|el número de tarjeta es {card_sp}'],
    ip_address: ['c|Mi IP es {ip} y me la han baneado sin motivo.', 'f|Se registraron accesos desde {ip} a las {time}.', 'd|El servidor {ip} rechaza conexiones en el puerto 22.', 'd|La máquina interna tiene {ip_priv}.', 'f3|Los mensajes anónimos se rastrearon hasta {ip}, la conexión de {full}.'],
    crypto_wallet: ['c|Donaciones en {coin}: {wallet} 🙏', 'f|La víctima transfirió los fondos a la dirección {coin} {wallet}.', 'c|manda los {coin} a {wallet} y mañana te lo devuelvo', 'f|Los investigadores vincularon la cartera {wallet} a la trama.'],
    password: ['c|la contraseña del wifi es {pw}', 'c|Netflix: mi correo y la contraseña {pw}, ¡no la cambies!', 'd|Contraseña temporal del admin de staging: {pw}, rotadla después de la demo.', 'f|El empleado admitió que la contraseña {pw} estaba apuntada en un pósit.', 'v|la contraseña es {pw}'],
    api_key: ['d|Aquí la {vendor} de producción: {apikey}, no la subáis al repo.', 'd|He encontrado {apikey} hardcodeada en el repo, es nuestra {vendor}.', 'd|¿Alguien puede rotar la {vendor}? La pegaron en #general: {apikey}', 'f|En la revisión del incidente se vio que la {vendor} {apikey} estaba en un gist público.'],
    access_token: ['d|La petición funciona con este bearer token: {token}, pero caduca a la hora.', 'd|Este es el JWT que devuelve el login: {jwt}', 'd|Copié mi cookie de sesión ({session}) en Postman y funciona.', 'f|El atacante reutilizó el token de sesión {token} de los logs del proxy.'],
    private_key: ['d|Aquí la clave de despliegue, cuidado:\n{pkey_block}\n', 'c|mi clave privada de la wallet es {pkey_short}, soporte dice que la necesitan', 'd|El JSON de la cuenta de servicio trae "private_key": "{pkey_esc}", ¿es normal?', 'd|La clave para probar: {pkey}'],
    connection_string: ['d|La app conecta con {conn} y da timeout.', 'd|Con {conn} me sale «authentication failed».', 'f|La cadena de conexión de producción {conn} se veía en la captura compartida en la reunión.'],
  },
  neg: ['Lo pedí el {N_date} (pedido {N_order}) y aún no ha llegado.', 'Número de seguimiento {N_tracking}, por si acaso.', 'Quedamos en {N_street}.', 'En el tren a {N_city} leí una biografía de {N_figure}.', 'El servicio de atención de {N_company} ({N_support}) no sirvió de nada.', 'La factura {N_invoice} asciende a {N_price}.', 'Actualizar a {N_version} no arregló nada.', 'd|El commit que falla es {N_git_sha}.', 'd|ID de la petición {N_uuid}.', 'd|En la documentación usan {N_doc_key} como ejemplo, así que no es eso.', 'd|En la captura solo se ve {N_masked_key}.', 'd|La clave pública se puede compartir: {N_pubkey}', 'd|En local uso {N_ph_conn}.', 'En el ticket solo aparece {N_masked_card}.', 'f|Expediente n.º {N_case}.', 'f|Indique el número de siniestro {N_claim} en toda comunicación.', 'El piso tiene {N_area}, alquiler {N_price}.', 'cf|En caso de emergencia llame al {N_emergency}.', 'f|NIF de la empresa: {N_vat}.', 'f|BIC: {N_bic}.', 'Para ejercer sus derechos escriba a {N_role_email}.', 'El formulario ponía {N_ph_email} como ejemplo.', 'c|Aterrizamos en {N_city} en el vuelo {N_flight}.', '{N_company} presentó el {N_product} el {N_date}.', 'El ticket {N_ticket} sigue abierto.', 'd|Hash SHA-256: {N_sha256}.', 'f|El IBAN de ejemplo {N_doc_iban} del folleto no es una cuenta real.', 'd|La clave se lee de {N_ph_key} al arrancar.', 'f|El número antiguo {N_masked_phone} ya no está en servicio.'],
};
const FAM = ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Hernández', 'Jiménez', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Navarro', 'Torres', 'de la Cruz', 'del Río', 'Castillo', 'Ortega', 'Vázquez', 'Echeverría', 'Iglesias'];
