# Daily notes of Renata Moura (Belo Horizonte), prose diary in pt-BR, 2026-08-01 .. 2026-11-30. Written by hand.
N = {}


def n(d, text):
    N[d] = text.strip('\n') + '\n'


# ---------------------------------------------------------------- agosto
n('2026-08-01', """
Sábado de folga, finalmente. Dormi até as nove, coisa que não acontecia desde junho. O Digo já tinha saído pra rodar no aplicativo, deixou o café passado e um bilhetinho torto: "volto pro almoço". Não voltou pro almoço, claro.

Passei a manhã esvaziando o armário da cozinha, porque o Seu Tião começa na segunda. A Juju me ajudou dez minutos e depois sumiu com o celular. Achei três potes de tempero vencidos em 2023 e uma forma de pudim que eu jurava que a minha mãe tinha levado.

De tarde a Dona Cida subiu com um pedaço de bolo de fubá e ficou uma hora contando da neta. Ela tá mais esquecida, repetiu a história do casamento duas vezes. Fiquei com o coração apertadinho.
""")
n('2026-08-03', """
O Seu Tião não veio. Ligou às oito dizendo que a caçamba não chegou e que o depósito só entrega o material semana que vem. Então a obra da cozinha fica pra segunda, dia 17 de agosto. Eu já tinha desmontado tudo, a cozinha parece uma cena de crime.

Plantão puxado no 4º andar: dois pacientes de pneumonia descompensando e a família de um senhor brigando no corredor. A Bia segurou a barra comigo, como sempre. A gente almoçou em pé, pão de queijo e café de garrafa térmica.
""")
n('2026-08-05', """
Hoje a Enfª Sandra chamou a gente pra uma reunião e avisou que o CTI adulto vai abrir seis leitos novos em setembro e tá precisando de enfermeira com experiência. Perguntou se eu tinha interesse. Tenho! É exatamente o que a pós vai me ensinar. Falei que sim antes de pensar duas vezes.

O Digo achou ótimo, mas perguntou se CTI não é mais pesado. É. Mas eu tô com quarenta e um anos e quinze de enfermagem, se não for agora não vai ser nunca.
""")
n('2026-08-08', """
Primeira aula da pós! Faculdade Horizonte, lá no Barro Preto, das oito às cinco. Turma de trinta e dois, quase todo mundo mais novo que eu, mas tem uma colega do Odilon que também tem filha adolescente e a gente se entendeu na hora.

A coordenadora avisou uma mudança: a partir de setembro as aulas deixam de ser sábado sim, sábado não, e passam a ser toda sexta à noite, das 19h às 22h, mais um sábado de manhã por mês. Pra quem faz plantão isso é um quebra-cabeça. Vou ter que trocar escala com meio mundo.

Cheguei em casa moída e a Juju tinha feito miojo pra mim. Achei a coisa mais linda do mundo.
""")
n('2026-08-10', """
O Seu Tião veio medir de novo e a gente mudou o projeto: em vez da bancada de fórmica, vai ser granito São Gabriel, que dura pra sempre e não descasca. O orçamento novo ficou em R$ 16.200. Doeu, mas o Digo falou que fórmica de novo é jogar dinheiro fora. Fechado com o granito.

Dei entrada no pedido de meia bolsa da pós no RH. A moça disse que a resposta sai em setembro.

Dia 10, condomínio pago. Quase esqueci de novo.
""")
n('2026-08-12', """
Plantão tranquilo, graças a Deus. Uma senhora de noventa anos me chamou de "minha filha" a tarde inteira e me contou da fazenda em Bom Despacho. Essas conversas me lembram por que eu escolhi isso.

A Bia tá estranha, calada. No café ela me contou que o noivo dela recebeu uma proposta em Lisboa e que eles tão pensando seriamente em ir. Fiquei feliz por ela e triste por mim ao mesmo tempo.
""")
n('2026-08-14', """
Treino extra do Corre Santê hoje cedo, cinco e quarenta, na Praça Duque de Caxias. Fizemos oito quilômetros subindo a Rua Mármore, que é uma tortura. O joelho direito reclamou um pouquinho na descida, mas nada demais.

A minha mãe ligou dizendo que o médico de Divinópolis achou catarata nos dois olhos e que vai precisar operar o esquerdo primeiro. Ela falou como quem fala do tempo. Eu que fiquei nervosa.
""")
n('2026-08-15', """
Sábado de chuva fina, coisa rara em agosto. Levei a Juju no Mercado Central pra comprar queijo e doce de leite pra mandar pra minha mãe pelo ônibus.

No caminho ela soltou: "mãe, eu não quero mais fazer balé". Disse que as meninas do balé são chatas e que quer jogar futsal com a turma da escola. Falei que a gente conversa com o pai. Por dentro eu já sabia que ela ia ganhar.
""")
n('2026-08-17', """
Começou a obra da cozinha! O Seu Tião chegou às sete com o ajudante, o Wellington, e às nove já não existia mais piso. O barulho é uma coisa absurda. A Dona Cida subiu pra reclamar e acabou ficando pra tomar café no fogareiro da área.

Vou ficar umas semanas cozinhando na área de serviço, arroz e ovo, o básico. O Digo prometeu comprar marmita nos dias de plantão.
""")
n('2026-08-20', """
Fiz a inscrição da Volta da Pampulha! Dezoito quilômetros, dia 6 de dezembro. Paguei R$ 189, que pra mim é caro, mas é a meta do ano e o Corre Santê inteiro vai. A camiseta do kit é laranja, que horror.

Plantão de doze horas e depois treino de pernas em casa vendo vídeo. Tô me sentindo atleta, kkkk.
""")
n('2026-08-22', """
Aula da pós hoje, a última no esquema de sábado inteiro. Ventilação mecânica o dia todo, a cabeça fervendo. A professora é fisioterapeuta do João XXIII e explica tão bem que dá vontade de gravar.

A obra andou: azulejo da parede da pia já tá assentado, cinza clarinho. O Seu Tião disse que dia 5 de setembro chega o granito.
""")
n('2026-08-24', """
Conversamos em família e a Juju saiu do balé. Avisei a Escola de Dança Lírio hoje. A partir de setembro ela faz futsal na escolinha do Clube Horto, segunda e quarta, das 17h às 18h30, R$ 150 por mês. Ela tá radiante, já pediu chuteira pro pai.

O Digo ficou um pouco chateado porque pagou o figurino da apresentação de junho, mas passou.
""")
n('2026-08-27', """
Notícia grande: o Digo passou no processo seletivo da Copasa! Técnico de manutenção de redes, carteira assinada, plano de saúde, vale-alimentação. Ele fez a prova em julho e nem contou pra ninguém com medo de não passar. Chorei na cozinha sem piso.

Ele começa no dia 14 de setembro. Vai largar o aplicativo de vez. Vai ser a primeira vez em seis anos que ele tem horário fixo.
""")
n('2026-08-29', """
Sábado de faxina de obra, pó de cimento em tudo, até dentro da geladeira que tá na sala. A Juju arrumou o quarto sem ninguém mandar, acho que tá feliz com o futsal.

Comemoramos o emprego do Digo com pizza no Lá em Casa, aquela de massa fininha. A Dona Cida foi junto e tomou meia taça de vinho, ficou rindo à toa.
""")
n('2026-08-31', """
Último plantão no 4º andar. Amanhã começo no CTI adulto, no 2º andar. A equipe da Clínica Médica fez um bolo de cenoura com chocolate pra mim, e a Bia fez um discurso que me fez chorar no meio do posto de enfermagem.

Tô com medo e animada. Um mês atrás eu nem sabia que ia mudar de setor.
""")
# ---------------------------------------------------------------- setembro
n('2026-09-01', """
Primeiro dia no CTI adulto. A coordenadora aqui é a Enfª Márcia, baixinha, rápida, fala pouco e vê tudo. Fiquei com os leitos 7 a 10, com uma colega me acompanhando. Um dos pacientes intubado, outro em hemodiálise contínua.

Escala continua 12x36 diurno, das sete às sete, pelo menos por enquanto. Meu armário mudou pro vestiário do segundo andar, o 48.

Cheguei em casa e dormi de roupa e tudo.
""")
n('2026-09-03', """
Segundo plantão no CTI e já me sinto menos perdida. A Márcia me elogiou uma passagem de plantão, fiquei boba.

Treino do Corre Santê de manhã antes do plantão: seis quilômetros. O joelho direito doeu mais dessa vez, principalmente na descida da Rua Pouso Alegre. Botei gelo à noite.
""")
n('2026-09-05', """
A obra parou. O Seu Tião pegou dengue, tá de cama em Sabará, e o Wellington não trabalha sozinho. O granito chegou hoje e ficou encostado na parede da sala, embrulhado no papelão. A cozinha tá sem bancada, sem pia e sem previsão.

Liguei pro Seu Tião e ele com a voz fraquinha pediu desculpa umas dez vezes. Falei pra ele se cuidar primeiro. Mas confesso que chorei de raiva no banho.
""")
n('2026-09-08', """
Feriado ontem, desfile na Afonso Pena, a Juju foi com a escola. Eu fiquei em casa lavando louça no tanque, que é a minha vida agora.

Minha mãe vem operar a catarata no mês que vem, dia 20 de outubro, em Divinópolis mesmo, no Hospital São João de Deus. Vou pegar folga pra ficar com ela uns dias. Já pedi troca pra Márcia.
""")
n('2026-09-10', """
Saiu a resposta do RH: o hospital paga metade da pós, desde que eu fique mais dois anos. Assinei o termo. A faculdade também mandou e-mail avisando reajuste: a mensalidade passa de R$ 489 pra R$ 529 a partir de outubro. Com a meia bolsa eu pago R$ 264,50. Dá pra respirar.

Primeira aula de sexta à noite na semana que vem. Troquei dois plantões com a Bia pra conseguir ir.
""")
n('2026-09-12', """
Fechamos as férias! Porto Seguro, de 12 a 19 de janeiro, pacote com aéreo e pousada na Passarela do Álcool, R$ 3.480 pra nós três, dividido em dez vezes. A Juju nunca viu o mar da Bahia, só o de Guarapari. O Digo vai ter direito a folga porque a Copasa dá recesso em janeiro, ele perguntou.

Fiquei a noite inteira vendo foto de pousada no celular.
""")
n('2026-09-14', """
Primeiro dia do Digo na Copasa. Saiu às seis e meia de uniforme azul, parecia menino no primeiro dia de aula. Tirei foto escondida. Ele largou de vez o aplicativo, desinstalou na minha frente pra provar.

Voltou às cinco contando de tubulação, de registro e de um chefe chamado Geraldo que fala igual locutor de rádio. Há anos eu não via ele tão animado.
""")
n('2026-09-17', """
Aula da pós de sexta caiu numa quinta por causa de feriado da faculdade, confusão. Farmacologia de drogas vasoativas, noradrenalina pra cá, vasopressina pra lá.

O cartão da Caixa venceu e chegou o novo. Cadastrei no caixa eletrônico da Savassi e, pra não esquecer como da última vez, anoto aqui: a senha do cartão da Caixa agora é 604917. Depois eu rasgo essa página, mentira, não rasgo.
""")
n('2026-09-19', """
A Juju jogou o primeiro amistoso do futsal, contra o time do Colégio Dom Bosco. Perderam de 4 a 1, mas ela fez o gol! Gritei tanto na arquibancada que fiquei rouca. O Digo filmou tudo tremendo.

A Dona Cida não foi porque tava com pressão alta. A filha dela, a Rose, veio de Contagem ver como ela estava.
""")
n('2026-09-21', """
O Seu Tião voltou! Magrinho, mas voltou, e a obra da cozinha recomeçou hoje às sete em ponto. Ele trouxe um sobrinho pra ajudar além do Wellington, pra tirar o atraso. Assentaram o granito de manhã e de tarde já tinha pia.

Lavei um prato na pia nova só pra sentir. Que felicidade boba.
""")
n('2026-09-24', """
Plantão difícil no CTI, perdemos um paciente jovem, vinte e seis anos, moto. A família chegou quando a gente ainda tava na reanimação. Fiquei com a mãe dele na salinha um tempão.

Em casa não consegui falar muito. O Digo fez um chá e ficou do meu lado no sofá sem perguntar nada. Era disso que eu precisava.
""")
n('2026-09-26', """
Sábado de aula da pós de manhã e tarde livre. A Rose, filha da Dona Cida, bateu aqui pra conversar: o médico falou que a Dona Cida não pode mais morar sozinha. A Rose quer levar ela pra morar com ela em Contagem, no fim de outubro. A Dona Cida ainda não aceitou.

Vou sentir tanta falta. Ela é praticamente a vó da Juju aqui no prédio.
""")
n('2026-09-28', """
Parei de correr. Hoje no treino extra de segunda o joelho direito travou no quilômetro quatro e eu voltei mancando. Fui no ortopedista do convênio à tarde, o Dr. Fabrício: tendinite patelar, nada de corrida por pelo menos seis semanas, fisioterapia duas vezes por semana e fortalecimento. Saí de lá com vontade de chorar.

Avisei no grupo do Corre Santê. Todo mundo mandou figurinha de força.
""")
n('2026-09-30', """
Primeira fisioterapia do joelho, na clínica perto do hospital, terça e sexta às 19h30. O fisioterapeuta, o Lucas, é novinho e muito cuidadoso. Choque, gelo e um exercício de agachamento na parede que parece bobo e me destrói.

A obra tá quase: falta o armário e o rejunte do piso.
""")
# ---------------------------------------------------------------- outubro
n('2026-10-02', """
Desisti da Volta da Pampulha. O Lucas foi sincero: até dezembro eu consigo no máximo trotar cinco quilômetros, dezoito nem pensar. A inscrição não devolve, mas consegui transferir pro Gilson do Corre Santê, que me pagou os R$ 189 por Pix. Pelo menos isso.

Guardei a camiseta laranja na gaveta mesmo assim. Ano que vem eu corro.
""")
n('2026-10-03', """
Aniversário de quarenta anos da Bia no bar do Orlando, em Santa Tereza mesmo. Ela contou pra todo mundo: o noivo aceitou o emprego em Lisboa e eles vão embora em novembro. Ela já pediu as contas, o último plantão dela vai ser dia 18 de novembro.

Dancei forró com o joelho enfaixado. O Lucas que não saiba.
""")
n('2026-10-05', """
A Juju tá pedindo um cachorro de novo, agora com argumentos por escrito numa folha de caderno. Item três: "eu vou passear com ele todo dia inclusive no frio". Guardei a folha pra história.

No CTI, a Márcia avisou que em novembro vai reorganizar as escalas e que algumas enfermeiras vão ter que ir pro noturno. Eu tenho a impressão de que vou ser uma delas.
""")
n('2026-10-08', """
Chegou o armário da cozinha, branco com puxador preto, da marcenaria do cunhado do Seu Tião. O Seu Tião e o Wellington montaram em quatro horas. Agora só falta o rejunte e a limpeza.

Paguei mais uma parcela pro Seu Tião, por transferência. Ele falou que ficou uma diferença por causa do armário maior que eu pedi.
""")
n('2026-10-10', """
Dia de folga. Fui com a Juju no Boulevard Shopping comprar presente adiantado pro aniversário dela. Ela escolheu uma bolsa de couro e uma pulseira de miçanga.

Minha mãe ligou dizendo que tá com medo da cirurgia. Falei de enfermeira pra paciente e depois de filha pra mãe. A segunda conversa foi mais difícil.
""")
n('2026-10-13', """
Fisioterapia de novo, o joelho já não dói no dia a dia, só na escada do prédio. O Lucas liberou bicicleta ergométrica.

Na pós tivemos prova de ventilação mecânica. Tirei 8,5. Tô me achando. A colega do Odilon tirou 9 e a gente comemorou com coxinha na cantina.
""")
n('2026-10-16', """
A obra da cozinha terminou! O Seu Tião rejuntou, limpou e me entregou a cozinha hoje às quatro da tarde. A conta final ficou em R$ 17.050, por causa do armário maior e de duas caixas de piso a mais. Paguei o resto por Pix e ele me deu um abraço de pedreiro, cheio de pó.

Fizemos feijão tropeiro na cozinha nova pra estrear. A Dona Cida subiu pra ver e disse que parecia cozinha de novela.
""")
n('2026-10-18', """
Com a obra acabou a bagunça dos fios e o Digo aproveitou pra trocar o roteador, que agora fica na sala e pega até no banheiro. Ele mesmo configurou, todo orgulhoso. A senha do wi-fi nova é Tiradentes#7392ap e já tá no celular de todo mundo, até no da Dona Cida, que usa pra ver vídeo de receita.

Domingo de almoço em casa, frango com quiabo.
""")
n('2026-10-20', """
Tô em Divinópolis. A cirurgia de catarata da minha mãe foi hoje de manhã no São João de Deus, olho esquerdo, e correu tudo bem. Vinte minutos de cirurgia e quatro horas de espera, como sempre.

Ela saiu com o tampão no olho reclamando da comida do hospital. Bom sinal. Fico aqui até quinta pingando o colírio de três em três horas.
""")
n('2026-10-22', """
Aniversário de treze anos da Juju, e eu longe, em Divinópolis. Fizemos chamada de vídeo, o Digo levou bolo de brigadeiro na escola e o time de futsal cantou parabéns. Chorei no quintal da minha mãe.

Minha mãe, de tampão, falou uma coisa que eu não esperava: que tá cansada de morar sozinha e que talvez queira ir pra BH, perto da gente. Não falei nada, só segurei a mão dela.
""")
n('2026-10-25', """
A Dona Cida se mudou hoje pra Contagem, pra casa da Rose. O caminhão veio às oito e às onze o 101 tava vazio. Ela me deu o vaso de espada-de-são-jorge e chorou abraçada na Juju.

A chave reserva do nosso apê, que ficava com ela, agora fica com o Seu Jorge do 102, que é aposentado e tá sempre em casa. Ele guardou na caixinha de ferramentas, disse que é o lugar mais seguro do mundo.
""")
n('2026-10-27', """
Voltei pro CTI depois da semana em Divinópolis. A Márcia confirmou o que eu temia: a partir do dia 1º de novembro eu vou pro noturno, 12x36 das sete da noite às sete da manhã. Pelo menos o adicional noturno ajuda.

Vou ter que mudar a vida toda: a fisioterapia, a pós de sexta, o sono. Já tô cansada só de pensar.
""")
n('2026-10-28', """
Minha mãe ligou hoje decidida: vai vender a casa de Divinópolis e vem morar em BH. Quer um apartamento pequeno perto da gente, de preferência sem escada. Disse que já falou com a minha tia e com o padre, o que na língua dela quer dizer que não tem volta.

O Digo já tá olhando anúncio de aluguel aqui em Santa Tereza.
""")
n('2026-10-31', """
Halloween na escola da Juju, ela foi de goleira zumbi. Eu só acho graça.

Minha última semana de plantão diurno. Amanhã eu começo no noturno. Comprei uma máscara de dormir e um blackout pro quarto. A Juju prometeu não fazer barulho de manhã, vamos ver.
""")
# ---------------------------------------------------------------- novembro
n('2026-11-01', """
Primeiro plantão noturno no CTI. Das sete às sete. A madrugada tem outro ritmo: as luzes baixas, os monitores apitando mais alto, a gente conversando baixinho no posto. Às quatro da manhã bateu um sono que eu não sabia que existia.

Cheguei em casa às oito e a Juju tava saindo pra escola. A gente se cruzou na escada, ela indo e eu chegando. Vai ser assim agora.
""")
n('2026-11-03', """
O Digo achou um apê pra minha mãe: Rua Mármore, 455, apartamento 201, dois quartos, prédio com elevador, a cinco quarteirões daqui. Aluguel de R$ 1.650. Fomos ver hoje e mandei vídeo pra ela. Ela disse "fecha", assim, sem ver pessoalmente.

Dormi das nove às duas e acordei zonza.
""")
n('2026-11-06', """
Mudança de planos das férias. Com a escala noturna, a Márcia só consegue me liberar em fevereiro, então as férias de Porto Seguro passam pra 2 a 9 de fevereiro. A agência remarcou com taxa de R$ 240, e a pousada é a mesma. A Juju ficou triste porque perde três dias de aula, mas o Digo falou que a escola vai sobreviver.

O Digo conseguiu trocar o recesso da Copasa por férias em fevereiro, deu certo.
""")
n('2026-11-09', """
Voltei a correr! O Lucas liberou trote leve, três quilômetros em volta da Praça Duque de Caxias, alternando com caminhada. O joelho ficou quietinho. Fiz devagar, sem relógio, só pra sentir.

No grupo do Corre Santê comemoraram como se eu tivesse ganho uma maratona. Por enquanto só de manhã depois do plantão, quando der, por causa do noturno.
""")
n('2026-11-11', """
Plantão noturno tranquilo, uma noite sem intercorrência, raridade. Aproveitei pra estudar sepse pro seminário da pós.

A Bia veio me ver no CTI no meio da noite, de pijama por baixo do jaleco. Faltam uma semana e pouquinho pro último plantão dela. Ela tá vendendo tudo de casa, me ofereceu a airfryer.
""")
n('2026-11-12', """
Amanhã tem aula da pós, que agora pra mim cai logo depois do plantão de quinta à noite. Sexta passada cochilei duas vezes na aula de nutrição enteral e a professora fingiu que não viu.

A Juju ganhou medalha de artilheira do torneio interno do Clube Horto. Pendurou no espelho do quarto.
""")
n('2026-11-14', """
Minha mãe chegou! Mudou hoje de Divinópolis pra BH, pro apê da Rua Mármore. O caminhão de mudança veio com a minha tia Neusa atrás, de carro. Ela trouxe o sofá vermelho, a máquina de costura e umas trinta caixas, metade de panela.

Foi a primeira noite dela fora da Rua Goiás em quarenta anos. Dormi lá com ela, no colchão do chão, igual quando eu era pequena.
""")
n('2026-11-16', """
Ajudei minha mãe a desembalar as caixas. Ela já fez amizade com a porteira e descobriu a padaria da esquina. Quer entrar no grupo de hidroginástica da igreja.

A casa de Divinópolis ficou com a imobiliária pra vender, pedindo R$ 380 mil. Minha tia Neusa ficou com uma cópia da chave pra mostrar pros interessados.
""")
n('2026-11-18', """
Último plantão da Bia. A equipe do 4º andar e do CTI fez uma despedida na copa, com bolo de pote e balão. Ela chorou, eu chorei, até a Márcia ficou de olho vermelho. Oito anos trabalhando juntas.

Ela me deu um caderninho de capa de azulejo português e disse pra eu escrever o diário nele. Vou continuar aqui mesmo, mas guardei.
""")
n('2026-11-20', """
A Bia foi embora hoje. Era minha folga e levei ela e o noivo em Confins à noite. Voo pra Lisboa às 23h55 com escala em Guarulhos. Ela mandou foto da janela do avião antes de desligar o celular.

Vai morar em Almada, do outro lado do rio, e já tem entrevista num hospital de lá na semana que vem. Que Deus acompanhe.
""")
n('2026-11-22', """
Domingo de almoço no apê da minha mãe, o primeiro. Ela fez frango ensopado com angu, igual de Divinópolis. A Juju passou a tarde lá e aprendeu a costurar barra de calça na máquina.

O Digo instalou a televisão e trocou o chuveiro. Minha mãe disse que agora tá tudo "nos trinques".
""")
n('2026-11-24', """
Troquei de celular, o antigo tava travando. Na hora de passar os dados o iCloud pediu a chave de recuperação que eu gerei ano passado, e eu achei no e-mail depois de uma hora procurando. Deixo aqui pra nunca mais sofrer: a chave de recuperação da minha conta Apple é R7QK-2HXM-9TWD-L4PF-8NVC-3JYB-E6GA.

Noturno de novo hoje. Tomei café às seis da tarde pra aguentar.
""")
n('2026-11-26', """
Entreguei o seminário de sepse da pós, feito com a colega do Odilon. A coordenadora já respondeu elogiando. Falta só uma aula esse ano, dia 11 de dezembro, e depois recesso até fevereiro.

Minha mãe foi na primeira hidroginástica e voltou falando de uma tal Dona Zilá que é "muito metida". Já tá em casa, né.
""")
n('2026-11-28', """
Sábado de corrida de novo: cinco quilômetros inteiros trotando, sem dor. No domingo que vem, dia 6, vou assistir a Volta da Pampulha na beira da lagoa e torcer pro Gilson, que vai correr com o meu número antigo, de certa forma.

A Juju insistiu no cachorro de novo. O Digo tá quase cedendo, eu sei.
""")
n('2026-11-30', """
Fim de novembro. Fiz as contas do ano no caderno: cozinha pronta, CTI, noturno, pós pela metade, minha mãe aqui pertinho, a Bia do outro lado do oceano, a Dona Cida em Contagem. Quanta coisa mudou em quatro meses.

Liguei pra Dona Cida, ela tá bem, disse que a Rose não deixa ela fazer nada e que isso cansa mais que trabalhar. Prometi levar a Juju lá no Natal.
""")
