# Daily notes of Lucía Ferrer (Valencia -> Madrid): mostly pasted chats (WhatsApp, the assistant) and voice notes.
N = {}


def n(d, text):
    N[d] = text.strip('\n') + '\n'


n('2026-09-01', """
## WhatsApp · Marta 🏠
[08:52] Marta: se ha vuelto a ir el wifi 🙄
[08:53] Yo: reinicia el router, el de la lucecita naranja
[08:58] Marta: vale ya va. eres mi heroína
[09:01] Marta: esta noche curras?
[09:01] Yo: sí, turno de noche en La Pilarica hasta las 2 😴

🎙️ 14:10 nota de voz (transcrita)
> vale, recordatorio para mí: el bootcamp empieza el lunes 7, o sea, ya. Comprar cuaderno. Y, eh, la pastilla del tiroides la sigo tomando en ayunas, que se me olvida con el lío.
""")
n('2026-09-02', """
## 10:20 · con el asistente
**Yo:** necesito un horario realista. Bootcamp online de lunes a jueves 18:00–21:00, curro en el bar viernes y sábado noche, y ensayo con la banda los jueves a las 20:00 😅
**Asistente:** Hay un choque el jueves: el bootcamp termina a las 21:00 y el ensayo empieza a las 20:00. ¿Puedes mover el ensayo o ver la clase del jueves en diferido?
**Yo:** las clases quedan grabadas, so yes, jueves en diferido el viernes por la mañana
**Asistente:** Entonces: L–X en directo, jueves ensayo, viernes mañana la clase grabada, fines de semana libres antes del turno. Deja el domingo sin pantallas.
**Yo:** ok boss 🫡
""")
n('2026-09-03', """
## WhatsApp · Irene 🤰
[12:31] Irene: la matrona dice que todo perfecto, ya pesa casi 2 kilos
[12:31] Irene: sigo saliendo de cuentas el 15 de noviembre
[12:33] Yo: 🥹🥹 tía que ya queda nada
[12:34] Irene: a mí me queda TODO, tú no cargas con esto jajaja

## Ensayo · Las Medusas
- 20:00 en La Nave. Sara trae letra nueva, "Marea baja". Pau llega tarde (otra vez).
""")
n('2026-09-05', """
🎙️ 03:05 nota de voz (transcrita)
> salgo del bar ahora, eh, noche tranquila, 60 € de propinas. Toni dice que en octubre quiere que haga también los jueves. Ni de coña, los jueves ensayo.
""")
n('2026-09-07', """
## Bootcamp · día 1 🚀
- Bootcamp de Análisis de Datos de Nodo Academy, online. Somos 24 en la cohorte.
- Mentor: Álex Ruiz. Majo, habla rapidísimo.
- Módulo 1: Excel avanzado + SQL. Entrega cada viernes.

## WhatsApp · Dani ❤️
[21:14] Dani: qué tal el primer día, data girl?
[21:15] Yo: cansada pero happy. Álex nos ha llamado "futuros analistas" y casi lloro
[21:16] Dani: jajaja te echo de menos. 3 semanas para vernos
""")
n('2026-09-08', """
## 17:40 · con el asistente
**Yo:** no me conecta la VPN del campus de Nodo. mi usuario es lferrer y la clave es Qz7!vArt3m1s, qué hago?
**Asistente:** No compartas tu clave en un chat, ni conmigo: cámbiala en cuanto puedas desde el portal de Nodo. Sobre la VPN: ¿te da algún error concreto?
**Yo:** "authentication timeout"
**Asistente:** Suele ser el reloj del ordenador desincronizado o el firewall. Prueba a sincronizar la hora y a desactivar un momento la VPN del antivirus.
**Yo:** ERA LA HORA. gracias!! y sí, ya la cambio 🙈
""")
n('2026-09-09', """
- Bootcamp: SQL, JOINs. El LEFT JOIN por fin tiene sentido.
- Llamada con Dani, 40 min. Él de noche otra vez, turnos rotativos, está reventado.
""")
n('2026-09-10', """
## Ensayo · Las Medusas 🎸
- "Marea baja" ya suena. Nico quiere un solo de guitarra, Sara dice que no, ganó Sara.
- CONFIRMADO: concierto el sábado 10 de octubre en Sala Rut, a las 22:00. Cobramos taquilla.
""")
n('2026-09-12', """
## Llamada con Dani (resumen mío)
- Hablado lo de Madrid en serio.
- Decidido: me quedo en Valencia hasta enero, termino el bootcamp aquí y en enero me mudo con Dani a Madrid.
- Él dice que le parece bien. Yo creo que sí le parece bien. 🤞
""")
n('2026-09-14', """
## 19:05 · con el asistente
**Yo:** cómo agrupo por mes en pandas si la columna fecha es string?
**Asistente:** Conviértela primero: `df["fecha"] = pd.to_datetime(df["fecha"])`, y luego `df.groupby(df["fecha"].dt.to_period("M")).size()`.
**Yo:** funciona!! eres un crack
**Asistente:** Guarda el truco: to_period("M") para meses, ("W") para semanas.
""")
n('2026-09-15', """
🎙️ 08:30 nota de voz (transcrita)
> estoy cansadísima todo el rato, y no es solo el bootcamp, eh. Pedir analítica de tiroides. Llamar a la Dra. Salas para que me la adelante, que la tenía para diciembre.
""")
n('2026-09-17', """
- Ensayo: Pau llega 25 min tarde. Sara le ha puesto "multa": paga las cervezas.
- Bootcamp: primera entrega de SQL enviada. 23:50. Living on the edge.
""")
n('2026-09-19', """
## WhatsApp · Irene
[11:02] Irene: decidido!!! se va a llamar Leo 💙
[11:03] Yo: LEOOOO 😭 me encanta
[11:05] Irene: Jorge quería Nicolás, pero no
""")
n('2026-09-21', """
- Bootcamp: examen del módulo SQL → 8,5 ✅
- Álex dice que mi query de ventas es "de libro". Lo apunto para los días malos.
""")
n('2026-09-23', """
## WhatsApp · Dani
[22:40] Dani: NOTICIÓN
[22:40] Dani: me dan el fijo de mañanas en el 12 de Octubre a partir del 1 de octubre!!!
[22:40] Dani: de 8 a 15, lunes a viernes. se acabaron las noches
[22:41] Yo: 🎉🎉🎉 por fin vas a ser persona
""")
n('2026-09-25', """
## WhatsApp · Marta
[19:20] Marta: tía te tengo que contar algo y me sabe fatal
[19:21] Marta: Álvaro se viene a vivir conmigo y necesitaríamos tu habitación a finales de octubre 😬
[19:24] Yo: uf. vale. dame un par de días
[19:25] Marta: sin prisa eh. bueno, con un poco de prisa
""")
n('2026-09-27', """
## 11:15 · con el asistente
**Yo:** pros y contras de mudarme a Madrid en octubre en vez de enero. contexto: bootcamp online, el piso de Valencia se acaba, mi novio vive en Madrid
**Asistente:** Pros: el bootcamp es online, así que no lo pierdes; evitas buscar otro piso en Valencia para tres meses; empiezas antes a buscar trabajo en Madrid. Contras: dejas el bar (ingresos) y la banda a mitad de temporada, y la mudanza cae en plena recta final del curso.
**Yo:** lo de la banda me duele
**Asistente:** Quizá la banda puede pausar en vez de terminar. Habladlo antes de decidir.
""")
n('2026-09-29', """
## Bootcamp
- Álex deja Nodo Academy (se va a una startup, bien por él).
- Nueva mentora: Carla Benet. Primera tutoría el jueves.
- Módulo 2: Python + pandas.
""")
n('2026-09-30', """
## Decisión 🧳
Cambio de planes: me mudo a Madrid en octubre, no en enero. El bootcamp es online, da igual desde dónde. Me voy el sábado 24 de octubre.
- Dani: "POR FIN" (en mayúsculas, con 14 emojis)
- Se lo digo a Marta mañana. Y a la banda el jueves que viene. Y a Toni. Ay.
""")
n('2026-10-02', """
- Analítica: TSH 6,2 (en junio 4,9). Con razón estoy hecha polvo.
- Cita con la Dra. Salas el martes 6.
""")
n('2026-10-03', """
## WhatsApp · Dani
[10:12] Dani: te paso los datos del piso para que los tengas
[10:13] Dani: C/ del Ave María 12, 2º izquierda, Lavapiés. Alquiler 980 €, a medias 490 cada uno
[10:13] Dani: el casero se llama Fermín y es un señor encantador que nunca contesta
[10:15] Yo: apuntado 📌
""")
n('2026-10-05', """
- Le he dicho a Toni que dejo La Pilarica. Último turno: sábado 17 de octubre.
- Toni: "te echaré de menos, pero más echaré de menos que no rompas vasos". Gracias Toni.
""")
n('2026-10-06', """
## Endocrino · Dra. Salas
- Me sube el Eutirox de 75 a 88 mcg, a partir de mañana. Control de TSH en 6–8 semanas.
- En Madrid: pedir médica de cabecera y que me hagan ahí el control.
- Me he guardado un artículo para entenderlo mejor: [[Levotiroxina - lo que tienes que saber]]
""")
n('2026-10-08', """
## Ensayo · Las Medusas
- Les he contado lo de Madrid. Silencio. Luego Sara: "pues tocamos el 10 como si fuera el último, y luego ya vemos".
- Nico ha propuesto buscar bajista. Sara ha dicho que no. Pau ha dicho "¿hay cervezas?".
""")
n('2026-10-10', """
## CONCIERTO 🎸🔥
- Sala Rut, 22:00. ~120 personas!!! Taquilla: 610 €, 152 por cabeza.
- "Marea baja" en directo por primera vez. Sara lloró. Yo también. Pau no, Pau nunca.
- Dani vino desde Madrid en el AVE de las 17:40 solo para esto 🥹
""")
n('2026-10-11', """
## 13:30 · con el asistente
**Yo:** checklist para mudarme de Valencia a Madrid?? resaca mode, sé breve
**Asistente:** 1) Empadronarte en Madrid (cita en la Junta de Centro). 2) Pedir la tarjeta sanitaria en tu nuevo centro de salud. 3) Cambiar la dirección en el banco. 4) Avisar a Nodo Academy de la nueva dirección. 5) Dar de baja lo que tengas a tu nombre en Valencia.
**Yo:** el wifi del piso de Ruzafa está a nombre de Marta, uno menos
""")
n('2026-10-13', """
- Bootcamp: elegido el proyecto final → análisis de uso de BiciMAD (antes pensaba en Valenbisi, pero ya que me mudo…).
- Carla: "buen dataset, ojo con los datos de 2020".
""")
n('2026-10-14', """
## WhatsApp · Irene
[20:05] Irene: baby shower el 31 en Zaragoza, vienes?
[20:06] Yo: el 31 acabo de mudarme, me matas. Te mando regalo
[20:06] Irene: vale pero regalo BUENO
""")
n('2026-10-16', """
## Las Medusas — en pausa ⏸️
Mensaje de Sara en el grupo, lo pego tal cual:
[18:44] Sara: Medusas queda en pausa hasta que Lucía vuelva o hasta que nos apetezca buscar bajista, lo que pase antes. Pausa, no fin 💜
[18:45] Nico: 💜
[18:45] Pau: 💜 (y cervezas)
""")
n('2026-10-17', """
🎙️ 03:20 nota de voz (transcrita)
> último turno en La Pilarica, hecho. Toni me ha regalado un vaso roto enmarcado, jajaja. Dos años y medio ahí. Se acabó el bar.
""")
n('2026-10-19', """
- Cajas: 11. Marta me ha ayudado con la cocina y hemos llorado un poco con las tazas.
- Bootcamp: entrega Python enviada a tiempo (milagro).
""")
n('2026-10-21', """
- Dani me manda un artículo de barrios de Madrid, dice que "para que veas lo que nos ahorramos": [[Los barrios más baratos para alquilar en Madrid en 2026]]
- Yo: que Lavapiés no sale entre los baratos, Dani.
""")
n('2026-10-22', """
🎙️ 09:10 nota de voz (transcrita)
> vale, plan mudanza: Papá viene el viernes desde Zaragoza, alquila una furgo, el sábado a las 8 cargamos y para Madrid. Son, eh, 14 cajas y el bajo. El ampli lo dejo en La Nave, para la banda.
""")
n('2026-10-24', """
## MUDANZA ✅
- Ya vivo en Madrid. C/ del Ave María 12, 2º izq., Lavapiés. Papá ha conducido 4 horas sin quejarse ni una vez (récord).
- Mudanza hecha: 14 cajas + bajo, todo arriba a las 16:30.

## WhatsApp · Dani
[19:42] Dani: la contraseña del wifi es GatoTetris#2026 (con la almohadilla)
[19:43] Yo: quién pone esas contraseñas
[19:43] Dani: alguien con gato y con tetris
""")
n('2026-10-25', """
- Primer domingo en Lavapiés. Rastro con Dani, me he comprado una lámpara que no cabe en ningún sitio.
- Papá se ha vuelto a Zaragoza. Mamá al teléfono: "¿comes bien?"
""")
n('2026-10-27', """
- Cita para empadronarme: miércoles 4 de noviembre, Junta de Centro.
- Bootcamp desde Madrid: el wifi va mejor que en Ruzafa, lol.
""")
n('2026-10-28', """
## Tutoría con Carla
- Proyecto BiciMAD: me dice que el análisis por estaciones está bien, pero que falta la parte de predicción.
- "Si metes el tiempo (lluvia/calor) lo petas."
""")
n('2026-10-29', """
## 22:10 · con el asistente
**Yo:** how do I join BiciMAD trips with weather data por hora? tengo dos dataframes
**Asistente:** Redondea la hora en los dos (`dt.floor("h")`) y haz `merge` por esa columna; con `how="left"` no pierdes viajes de horas sin datos de tiempo.
**Yo:** y si el tiempo viene cada 3 horas?
**Asistente:** Usa `merge_asof` ordenando por la hora; asigna a cada viaje la medición anterior más cercana.
""")
n('2026-10-31', """
- Halloween con los amigos de Dani del hospital. Todos enfermeros, todas las conversaciones son de vómitos. Me lo he pasado genial.
""")
n('2026-11-02', """
## Búsqueda de curro 💼
- Enviado CV a 3 sitios: Cierzo Analytics (analista de datos junior), una consultora grande que no nombraré y una startup de patinetes.
- Carla me ha dejado ponerla como referencia 🙏
""")
n('2026-11-03', """
- La app del banco me obliga a crear un PIN nuevo de 6 cifras: 462093 (lo apunto aquí porque SIEMPRE se me olvida)
- Cambiada la dirección en el banco, ya pone Madrid.
""")
n('2026-11-04', """
- Empadronada en Madrid ✅. Tarjeta sanitaria pedida, centro de salud Embajadores.
""")
n('2026-11-05', """
## Bootcamp
- Nodo amplía el plazo del proyecto final: entrega el 20 de noviembre (antes 13). Demo Day el viernes 27.
- Carla: "usad la semana extra para el storytelling, no para más gráficos".
""")
n('2026-11-07', """
## WhatsApp · Irene 👶
[07:12] Irene: HA NACIDO
[07:12] Irene: a las 6:40, 3,1 kg, todo bien
[07:13] Yo: 😭😭😭😭 QUÉ?? si salías el 15!!
[07:15] Irene: se ha adelantado una semana, como su tía, que siempre llega pronto
[07:20] Irene: y una cosa: al final se llama Mateo, no Leo. Le vimos la cara y era Mateo, no sé explicarlo
[07:21] Yo: MATEO 💙 bienvenido
""")
n('2026-11-08', """
🎙️ 10:05 nota de voz (transcrita)
> no puedo ir a Zaragoza hasta el sábado que viene por la entrega, y me muero de ganas. Mamá dice que Mateo tiene mis orejas. Pobre.
""")
n('2026-11-10', """
## Centro de salud Embajadores
- Médica de cabecera nueva: Dra. Núñez. Me lleva ella lo del tiroides a partir de ahora.
- Control de TSH: analítica el 26 de noviembre. Sigo con 88 mcg.
""")
n('2026-11-12', """
- Entrevista 1 con Cierzo Analytics (videollamada, 40 min) con Ainhoa, la jefa del equipo de datos. Buen rollo.
- Siguiente paso: prueba técnica de SQL el 18.
""")
n('2026-11-14', """
- Zaragoza. He conocido a Mateo. No tengo palabras. Bueno sí: es diminuto y huele a pan.
- Irene agotada, Jorge hace lo que puede. Mamá ha tomado el mando.
""")
n('2026-11-16', """
## 18:30 · con el asistente
**Yo:** me preparas 3 ejercicios de SQL tipo prueba técnica? window functions sobre todo
**Asistente:** 1) Ranking de productos por ventas dentro de cada categoría con RANK(). 2) Media móvil de 7 días de pedidos con AVG() OVER (ORDER BY fecha ROWS 6 PRECEDING). 3) Primer pedido de cada cliente con ROW_NUMBER().
**Yo:** el 2 me ha costado, pero sale
""")
n('2026-11-18', """
- Prueba técnica de Cierzo: 5 ejercicios, 90 min. Window function en el 4, gracias asistente 🙏
- Ainhoa dice que me contestan "esta semana o la siguiente".
""")
n('2026-11-19', """
- Proyecto BiciMAD: el modelo acierta el 78 % de las horas punta. Carla: "véndelo con el mapa".
""")
n('2026-11-20', """
## Entrega final ✅
- Proyecto BiciMAD entregado a las 16:02.
- Para la defensa del viernes 27 nos mandan un código de acceso a la sala virtual, lo dejo aquí:
NODO-7731-QX
""")
n('2026-11-22', """
## WhatsApp · Sara (Medusas)
[17:30] Sara: oye, seguimos en pausa eh, nada de buscar bajista. Si vienes en Navidad ensayamos una tarde por los viejos tiempos
[17:32] Yo: hecho. llevo el bajo en el AVE si hace falta
""")
n('2026-11-24', """
## 💼 OFERTA
- Cierzo Analytics me ofrece el puesto: analista de datos junior, 27.000 € brutos/año, híbrido (2 días en oficina, Chamberí), empiezo el 1 de diciembre.
- Aceptada por teléfono a las 12:15. Le he dicho a Ainhoa que sí antes de que terminara la frase.
""")
n('2026-11-25', """
## WhatsApp · Dani
[15:10] Dani: mi analista favorita
[15:11] Yo: tu ÚNICA analista
[15:11] Dani: cena en el libanés de Argumosa para celebrar?
[15:12] Yo: sí 🥙
""")
n('2026-11-26', """
- Analítica de control en el centro de salud, 8:10, en ayunas. Sin Eutirox hasta después del pinchazo.
""")
n('2026-11-27', """
## DEMO DAY 🎓
- Presentado el proyecto BiciMAD. Nota final del bootcamp: 9,1. Apto con mención.
- Bootcamp terminado. 12 semanas. Carla me ha abrazado por videollamada (se puede).

## Resultados
- TSH 2,1 🎉 La Dra. Núñez dice que seguimos con 88 mcg y control en marzo.
""")
n('2026-11-28', """
🎙️ 11:40 nota de voz (transcrita)
> vale, resumen de noviembre, para mí: tengo curro, tengo sobrino, tengo título, tengo novio en el mismo código postal. Y, eh, no tengo banda, de momento. Está bien. Está muy bien.
""")
n('2026-11-30', """
## 20:15 · con el asistente
**Yo:** ayúdame a organizar diciembre: empiezo curro el 1, Navidad en Zaragoza del 23 al 27, y quiero ensayar una tarde con las Medusas en Valencia
**Asistente:** Propuesta: semana 1–2 solo curro y adaptarte; reserva el AVE Madrid–Zaragoza del 23 ya; el ensayo puede ir el 28 o 29 bajando de Zaragoza a Valencia antes de volver.
**Yo:** perfecto. Dani viene a Zaragoza el 24
""")

# shorter days
n('2026-09-04', """
- Viernes. Nervios por el lunes (bootcamp). Comprado el cuaderno, verde.
""")
n('2026-09-18', """
- Turno en el bar, Toni de mal humor. Mercadona a la salida, cena: tortilla fría.
""")
n('2026-10-09', """
- Último ensayo antes del concierto. Setlist de 9 canciones, "Marea baja" la séptima.
""")
n('2026-11-09', """
- Bootcamp: storytelling con Carla. Mi "historia": por qué nadie coge bici en Madrid en agosto (spoiler: calor).
""")
n('2026-11-13', """
- Ensayando la presentación delante de Dani. Se ha dormido en la diapositiva 6. Feedback recibido.
""")
